import { isNumberTextInProgress, parseNumberText, westernNumberText } from '../../console/src/ui/number-text';
import { formatNumber, setArabicDigitSystem } from '../../console/src/ui/format';

describe('numbers typed in any digit system (console numeric fields)', () => {
  afterEach(() => setArabicDigitSystem('arab'));

  it('reads Arabic-Indic digits exactly as Western digits', () => {
    expect(parseNumberText('٥٠٠٠٠')).toBe(50000);
    expect(parseNumberText('٦٥')).toBe(65);
    expect(parseNumberText('٠')).toBe(0);
  });

  it('reads Eastern Arabic-Indic (Persian) digits exactly as Western digits', () => {
    expect(parseNumberText('۵۰۰۰۰')).toBe(50000);
    expect(parseNumberText('۱۲٫۵')).toBe(12.5);
  });

  it('reads the Arabic decimal and thousands separators and the Western ones', () => {
    expect(parseNumberText('١٩٫٣')).toBe(19.3);
    expect(parseNumberText('١٬٢٥٠٬٠٠٠')).toBe(1250000);
    expect(parseNumberText('1,250,000')).toBe(1250000);
    expect(parseNumberText('1,250.75')).toBe(1250.75);
    expect(parseNumberText('19.3')).toBe(19.3);
    expect(parseNumberText('.5')).toBe(0.5);
  });

  it('reads mixed digit systems and ignores bidi marks and spaces a formatter or keyboard adds', () => {
    expect(parseNumberText('1٢3')).toBe(123);
    expect(parseNumberText('\u061C-١٬٢٣٤٫٥', { allowNegative: true })).toBe(-1234.5);
    expect(parseNumberText('\u200E-1,234.5', { allowNegative: true })).toBe(-1234.5);
    expect(parseNumberText(' 5000 ')).toBe(5000);
  });

  it('reads back every number the console shows, in both digit systems', () => {
    for (const digits of ['arab', 'latn'] as const) {
      setArabicDigitSystem(digits);
      for (const value of [0, 7, 19.3, 1250000, 1234.567, -42.5])
        for (const language of ['ar', 'en']) expect(parseNumberText(formatNumber(value, language), { allowNegative: true })).toBe(value);
    }
  });

  it('refuses what is not a number rather than reading it as empty or 0', () => {
    for (const text of ['', ' ', '-', '.', 'abc', '12a', '1.2.3', '١٫٢٫٣', '1,5', '12,34,567', ',100'])
      expect(parseNumberText(text, { allowNegative: true })).toBeNull();
  });

  it('keeps to the decimals and the sign a field allows', () => {
    expect(parseNumberText('١٩٫٣', { decimals: 0 })).toBeNull();
    expect(parseNumberText('19.35', { decimals: 2 })).toBe(19.35);
    expect(parseNumberText('19.355', { decimals: 2 })).toBeNull();
    expect(parseNumberText('-5')).toBeNull();
    expect(parseNumberText('−5', { allowNegative: true })).toBe(-5);
  });

  it('lets a field keep text on its way to a number and refuse the rest as it is typed', () => {
    for (const text of ['', '-', '12.', '١٢٫', '1,25', '٥٠٬٠', '.']) expect(isNumberTextInProgress(text, { allowNegative: true })).toBe(true);
    for (const text of ['12a', '1.2.3', 'x']) expect(isNumberTextInProgress(text, { allowNegative: true })).toBe(false);
    expect(isNumberTextInProgress('-1')).toBe(false);
    expect(isNumberTextInProgress('12.', { decimals: 0 })).toBe(false);
    expect(isNumberTextInProgress('1.234', { decimals: 2 })).toBe(false);
  });

  it('writes every digit system and separator in Western characters', () => {
    expect(westernNumberText('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernNumberText('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernNumberText('١٬٢٣٤٫٥')).toBe('1,234.5');
  });
});
