import { businessDatesAround } from '../../../src/modules/commercial/quotes/cart-quote.reads';
import { businessDateAt } from '../../../src/core/time/business-day';

describe("the business dates a quote reads promotions for, before it knows the branch's zone", () => {
  const zones = ['Etc/GMT+12', 'Pacific/Pago_Pago', 'America/Los_Angeles', 'UTC', 'Asia/Baghdad', 'Asia/Kathmandu', 'Pacific/Chatham', 'Pacific/Kiritimati'];
  const instants = Array.from({ length: 24 * 9 }, (_, i) => new Date(Date.UTC(2026, 2, 27) + i * 3_600_000 + 17 * 60_000));
  instants.push(new Date('2026-12-31T23:59:59.999Z'), new Date('2027-01-01T00:00:00.000Z'), new Date('2028-02-29T10:00:00Z'));

  it('holds the business date of every branch at that instant, whatever its zone and day start hour', () => {
    const seen = { from: 0, to: 0 };
    for (const at of instants) {
      const { from, to } = businessDatesAround(at);
      for (const zone of zones) {
        for (let hour = 0; hour < 24; hour++) {
          const date = businessDateAt(at, zone, hour);
          if (date < from || date > to) throw new Error(`${at.toISOString()} ${zone} ${hour}h: ${date} outside ${from}…${to}`);
          if (date === from) seen.from++;
          if (date === to) seen.to++;
        }
      }
    }
    // Both ends are reached: the window is no wider than the zones need.
    expect(seen.from).toBeGreaterThan(0);
    expect(seen.to).toBeGreaterThan(0);
  });

  it('spans the UTC date from two days before to the day after, across month and year ends', () => {
    expect(businessDatesAround(new Date('2027-01-01T00:30:00Z'))).toEqual({ from: '2026-12-30', to: '2027-01-02' });
    expect(businessDatesAround(new Date('2028-03-01T12:00:00Z'))).toEqual({ from: '2028-02-28', to: '2028-03-02' });
  });
});
