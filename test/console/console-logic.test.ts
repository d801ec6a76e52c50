import { GraphqlCallError } from '../../console/src/api/raw';
import { describeError, fieldErrorsOf } from '../../console/src/ui/errors';
import { businessDateIn, formatIqd, localName, monthStartOf } from '../../console/src/ui/format';
import { businessDateAt } from '../../src/core/time/business-day';
import { visibleNavigation } from '../../console/src/shell/navigation';

const t = ((key: string, options?: Record<string, unknown>) => `${key}${options?.detail ? `: ${options.detail}` : ''}`) as never;

describe('console logic', () => {
  it('puts 422 field messages on their fields, whether the service names them bare or under input.', () => {
    const error = new GraphqlCallError([
      {
        message: 'The request is not valid.',
        extensions: { code: 'VALIDATION', status: 422, fields: { name: ['is required'], 'input.nameAr': ['is too long'], 'scopes[0]': ['is not a scope'] } },
      },
    ]);
    expect(fieldErrorsOf(error)).toEqual({ name: 'is required', nameAr: 'is too long', 'scopes[0]': 'is not a scope' });
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
    ]);
    expect(staff.map((group) => group.label)).toEqual(['workNav.today', 'workNav.kitchen', 'workNav.stock', 'workNav.menu']);
  });
});
