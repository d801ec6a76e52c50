import { unstorableStringFields, NUL_MESSAGE, SURROGATE_MESSAGE } from '../../src/core/graphql/storable-strings';

describe('strings PostgreSQL cannot store', () => {
  it('names fields holding U+0000 or an unpaired surrogate, in values and in JSON keys', () => {
    expect(
      unstorableStringFields({
        input: { name: 'a\u0000b', nameAr: '\ud800', note: 'x\udc00y', ok: '🍔 pairs are fine', meta: { ['k\ud83d']: 1 } },
        reason: 'fine',
      }),
    ).toEqual({ name: [NUL_MESSAGE], nameAr: [SURROGATE_MESSAGE], note: [SURROGATE_MESSAGE], meta: [SURROGATE_MESSAGE] });
  });

  it('accepts well-formed text, including astral characters', () => {
    expect(unstorableStringFields({ input: { name: 'مطعم 🍔 𝄞' } })).toBeNull();
  });
});
