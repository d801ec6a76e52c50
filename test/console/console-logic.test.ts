import { GraphqlCallError } from '../../console/src/api/raw';
import i18next from 'i18next';
import { describeError, fieldErrorsOf, personFieldMessage } from '../../console/src/ui/errors';
import {
  arrow,
  businessDateIn,
  formatDate,
  formatIqd,
  formatNumber,
  localDigits,
  localName,
  monthStartOf,
  setArabicDigitSystem,
} from '../../console/src/ui/format';
import { en } from '../../console/src/i18n/en';
import { ar } from '../../console/src/i18n/ar';
import { businessDateAt } from '../../src/core/time/business-day';
import { visibleNavigation } from '../../console/src/shell/navigation';

const t = ((key: string, options?: Record<string, unknown>) => `${key}${options?.detail ? `: ${options.detail}` : ''}`) as never;

describe('console logic', () => {
  beforeAll(async () => {
    await i18next.init({ resources: { en: { translation: en }, ar: { translation: ar } }, lng: 'en', interpolation: { escapeValue: false } });
  });
  afterEach(async () => {
    setArabicDigitSystem('arab');
    await i18next.changeLanguage('en');
  });

  it('puts 422 field messages on their fields, whether the service names them bare or under input.', () => {
    const error = new GraphqlCallError([
      {
        message: 'The request is not valid.',
        extensions: { code: 'VALIDATION', status: 422, fields: { name: ['is required'], 'input.nameAr': ['is too long'], 'scopes[0]': ['is not a scope'] } },
      },
    ]);
    expect(fieldErrorsOf(error)).toEqual({ name: 'Fill this in.', nameAr: 'is too long', 'scopes[0]': 'is not a scope' });
    expect(fieldErrorsOf(null)).toEqual({});
  });

  it('says conflicts and locked periods in words, with the service’s explanation', () => {
    const conflict = new GraphqlCallError([{ message: 'An employee who is Retired cannot change status.', extensions: { code: 'CONFLICT', status: 409 } }]);
    expect(describeError(conflict, t)).toBe('errors.conflict: An employee who is Retired cannot change status.');
    const locked = new GraphqlCallError([
      { message: 'The business day is locked: days up to 2026-03-31 are closed for changes.', extensions: { code: 'PERIOD_LOCKED', status: 409 } },
    ]);
    expect(describeError(locked, t)).toMatch(/^errors.periodLocked: The business day is locked/);
    expect(describeError(new GraphqlCallError([{ message: 'x', extensions: { code: 'FORBIDDEN' } }]), t)).toBe('errors.forbidden');
  });

  it('shows IQD as whole amounts with thousands separators, in English and Arabic digits', () => {
    expect(formatIqd(1250000, 'en')).toMatch(/^IQD\s?1,250,000$/);
    expect(formatIqd(1250000, 'ar')).toContain('١٬٢٥٠٬٠٠٠');
    expect(formatIqd(null, 'en')).toBe('');
  });

  it('shows the Arabic name in Arabic when there is one', () => {
    expect(localName('Kitchen', 'المطبخ', 'ar')).toBe('المطبخ');
    expect(localName('Kitchen', 'المطبخ', 'en')).toBe('Kitchen');
    expect(localName('Kitchen', null, 'ar')).toBe('Kitchen');
  });

  it("takes today's business date in the branch's time zone, the day before until the business day starts", () => {
    const lateEvening = new Date('2026-03-15T22:30:00Z'); // 01:30 on the 16th in Baghdad
    expect(businessDateIn('Asia/Baghdad', 4, lateEvening)).toBe('2026-03-15');
    expect(businessDateIn('Asia/Baghdad', 0, lateEvening)).toBe('2026-03-16');
    expect(businessDateIn('UTC', 4, lateEvening)).toBe('2026-03-15');
    expect(businessDateIn('Asia/Baghdad', 4, new Date('2026-03-16T01:00:00Z'))).toBe('2026-03-16'); // 04:00 local
    expect(businessDateIn('Asia/Baghdad', 4, new Date('2026-03-01T00:59:59Z'))).toBe('2026-02-28'); // across a month
    expect(businessDateIn('Asia/Baghdad', 4, new Date('2028-03-01T00:30:00Z'))).toBe('2028-02-29'); // leap year
    expect(monthStartOf('2026-03-15')).toBe('2026-03-01');
  });

  it('agrees with the service on the business date, hour by hour, in zones with and without daylight saving', () => {
    const zones = ['Asia/Baghdad', 'UTC', 'America/St_Johns', 'Asia/Kathmandu', 'Pacific/Chatham', 'Europe/London'];
    const disagreements: string[] = [];
    for (const zone of zones) {
      for (const startHour of [0, 4, 6]) {
        // Every 97 minutes through a year that crosses both daylight-saving changes.
        for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 97 * 60 * 1000) {
          const instant = new Date(t);
          const console = businessDateIn(zone, startHour, instant);
          const service = businessDateAt(instant, zone, startHour);
          if (console !== service) disagreements.push(`${zone} ${startHour}h ${instant.toISOString()}: ${console} against ${service}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('shows only the pages the permissions allow, and drops empty groups', () => {
    const staff = visibleNavigation(['hr:request-own', 'catalog:read', 'production:read']);
    const pages = staff.flatMap((group) => group.items.map((item) => item.to));
    expect(pages).toEqual([
      '/',
      '/production/batches',
      '/catalog/capacity-types',
      '/catalog/inventory-items',
      '/menu/products',
      '/menu/categories',
      '/menu/modifier-groups',
      // Self-service: one's own shifts (hr:request-own).
      '/labour/my-shifts',
    ]);
    expect(staff.map((group) => group.label)).toEqual(['workNav.today', 'workNav.kitchen', 'workNav.stock', 'workNav.menu', 'workNav.people']);
  });

  it('words the technical field messages of the service (type checks, malformed ids, dates) for a person, in the console language', async () => {
    expect(personFieldMessage('must be a UUID')).toBe('Choose one from the list.');
    expect(personFieldMessage('Expected non-nullable type "Float!" not to be null.')).toBe('Fill this in.');
    expect(personFieldMessage('must be of type number')).toBe('Enter a number.');
    expect(personFieldMessage('must be a date in the form YYYY-MM-DD')).toBe('Enter a date.');
    expect(personFieldMessage('must be one of: Kg, G, L')).toBe('Choose one of the values offered.');
    expect(personFieldMessage('must be at most 200 characters')).toBe('must be at most 200 characters');
    await i18next.changeLanguage('ar');
    expect(personFieldMessage('يجب أن يكون معرّف UUID')).toBe('اختر واحدًا من القائمة.');
    // A sentence of the service keeps its words, in the screen's digits.
    expect(personFieldMessage('يجب ألا يزيد على 200 حرفًا')).toBe('يجب ألا يزيد على ٢٠٠ حرفًا');
  });

  it('shows one digit system per screen: Arabic-Indic in Arabic unless Western digits were chosen, codes untouched', () => {
    expect(formatNumber(1234.5, 'ar')).toBe('١٬٢٣٤٫٥');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(localDigits('PO-1a2b3c4d: 12 lines for a1@x.test', 'ar')).toBe('PO-1a2b3c4d: ١٢ lines for a1@x.test');
    setArabicDigitSystem('latn');
    expect(formatNumber(1234.5, 'ar')).toBe('1,234.5');
    expect(formatIqd(1250000, 'ar')).toContain('1,250,000');
    expect(localDigits('12', 'ar')).toBe('12');
  });

  it('writes a business date one way per language, the same calendar day wherever the browser is, and points arrows with the reading direction', () => {
    expect(formatDate('2026-11-26', 'en')).toBe('26 Nov 2026');
    expect(formatDate('2026-11-26', 'ar')).toMatch(/^٢٦ .+ ٢٠٢٦$/);
    expect(formatDate(null, 'en')).toBe('');
    expect(arrow('back', 'en')).toBe('←');
    expect(arrow('back', 'ar')).toBe('→');
    expect(arrow('forward', 'ar')).toBe('←');
  });
});
