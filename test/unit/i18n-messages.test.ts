import { catalogueEntries, ERROR_MESSAGES } from '../../src/core/i18n/messages';
import { wireFeatureModules } from '../../src/bootstrap';
import { languageFromHeader, translate } from '../../src/core/i18n/translate';
import { DEFAULT_MESSAGES } from '../../src/core/errors/error-codes';

describe('message catalogue', () => {
  // The modules' messages join the catalogue when the application registers them.
  wireFeatureModules();
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it('has every key in English and Arabic, with the same placeholders, and Arabic text in the Arabic one', () => {
    for (const [key, entry] of Object.entries(catalogueEntries())) {
      expect([key, typeof entry.en, typeof entry.ar]).toEqual([key, 'string', 'string']);
      expect([key, entry.en.trim().length > 0, entry.ar.trim().length > 0]).toEqual([key, true, true]);
      expect([key, placeholders(entry.ar)]).toEqual([key, placeholders(entry.en)]);
      expect([key, /[\u0600-\u06FF]/.test(entry.ar)]).toEqual([key, true]);
    }
  });

  it("holds every error name's default sentence", () => {
    for (const [name, message] of Object.entries(DEFAULT_MESSAGES)) expect(ERROR_MESSAGES[`error.${name}`]?.en).toBe(message);
  });

  it('translates exact and templated messages and leaves unknown ones in English', () => {
    expect(translate('is required', 'ar')).toBe('مطلوب');
    expect(translate('must be shorter than or equal to 120 characters', 'ar')).toBe('يجب ألا يزيد طوله على 120 حرفًا');
    expect(translate('must be one of: Kg, G, L', 'ar')).toBe('يجب أن يكون واحدًا من: Kg, G, L');
    expect(translate('is required', 'en')).toBe('is required');
    expect(translate('Something the catalogue does not know', 'ar')).toBe('Something the catalogue does not know');
  });

  it("translates the modules' own rule messages (field messages and conflict sentences)", () => {
    expect(translate('is not a branch of this organisation', 'ar')).toBe('ليس فرعًا من فروع هذه المنظمة');
    expect(translate('must not be before from', 'ar')).toBe('يجب ألا يسبق تاريخ البداية (from)');
    expect(translate('The branch is already in this group.', 'ar')).toBe('الفرع موجود في هذه المجموعة بالفعل.');
  });

  it('reads the preferred language from Accept-Language (English by default)', () => {
    expect(languageFromHeader(undefined)).toBe('en');
    expect(languageFromHeader('ar')).toBe('ar');
    expect(languageFromHeader('ar-IQ,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(languageFromHeader('en-US,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(languageFromHeader('fr')).toBe('en');
  });
});
