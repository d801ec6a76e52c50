import { isUuid } from '../../src/core/scalars/uuid.scalar';
import { isLocalDate } from '../../src/core/scalars/local-date.scalar';

/* The checks by character codes answer exactly as the regular expressions they replaced. */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function regexLocalDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

/** A deterministic generator, so a failure names a value that reproduces. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('scalar checks', () => {
  it('isUuid accepts 8-4-4-4-12 hexadecimal digits of either case and nothing else, as the regular expression did', () => {
    const samples: unknown[] = [
      '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      '3F2504E0-4F89-41D3-9A0C-0305E82C3301',
      '3f2504e0-4f89-41d3-9a0c-0305e82c330',
      '3f2504e0-4f89-41d3-9a0c-0305e82c33011',
      '3f2504e04f89-41d3-9a0c-0305e82c3301-',
      '3f2504e0-4f89-41d3-9a0c-0305e82c330g',
      '3f2504e0-4f89-41d3-9a0c-0305e82c330G',
      '3f2504e0-4f89-41d3-9a0c-0305e82c330\n',
      '3f2504e0 4f89-41d3-9a0c-0305e82c3301',
      '٣f2504e0-4f89-41d3-9a0c-0305e82c3301',
      '',
      null,
      undefined,
      42,
      {},
    ];
    const random = generator(7);
    const alphabet = '0123456789abcdefABCDEFgG-/:@`{ \n٣';
    for (let i = 0; i < 20_000; i++) {
      const base = [...'3f2504e0-4f89-41d3-9a0c-0305e82c3301'];
      const changes = 1 + Math.floor(random() * 2);
      for (let c = 0; c < changes; c++) base[Math.floor(random() * base.length)] = alphabet[Math.floor(random() * alphabet.length)];
      samples.push(base.join(''));
    }
    for (const sample of samples) {
      expect([sample, isUuid(sample)]).toEqual([sample, typeof sample === 'string' && UUID_PATTERN.test(sample)]);
    }
  });

  it('isLocalDate accepts real calendar dates YYYY-MM-DD from year 0100, as the Date.UTC round trip did', () => {
    const samples = ['2026-11-27', '2024-02-29', '2023-02-29', '2000-02-29', '1900-02-29', '0099-12-31', '0100-01-01', '0000-01-01', '9999-12-31'];
    samples.push('2026-13-01', '2026-00-10', '2026-04-31', '2026-04-30', '2026-1-01', '2026-01-1', '20260101', '2026/01/01', '2026-01-01 ', '٢٠٢٦-01-01', '');
    const random = generator(11);
    for (let i = 0; i < 20_000; i++) {
      const year = String(Math.floor(random() * 10_000)).padStart(4, '0');
      const month = String(Math.floor(random() * 14)).padStart(2, '0');
      const day = String(Math.floor(random() * 33)).padStart(2, '0');
      samples.push(`${year}-${month}-${day}`);
    }
    for (const sample of samples) expect([sample, isLocalDate(sample)]).toEqual([sample, regexLocalDate(sample)]);
  });
});
