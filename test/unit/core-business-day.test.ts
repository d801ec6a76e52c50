import {
  addDays,
  businessDateAt,
  businessDayBounds,
  daysBetween,
  isValidTimeZone,
  localDate,
  localDateTime,
  zonedInstant,
} from '../../src/core/time/business-day';

describe('business days in a branch time zone', () => {
  const baghdad = 'Asia/Baghdad'; // UTC+3, no DST

  it('puts 00:30 local (21:30 UTC the day before) on the previous business day with a 04:00 start', () => {
    const instant = new Date('2026-03-09T21:30:00Z'); // 2026-03-10 00:30 in Baghdad
    expect(localDate(instant, baghdad)).toBe('2026-03-10');
    expect(businessDateAt(instant, baghdad, 4)).toBe('2026-03-09');
  });

  it('keeps 03:59 local on the previous business day and 04:00 on the new one', () => {
    expect(businessDateAt(new Date('2026-03-10T00:59:00Z'), baghdad, 4)).toBe('2026-03-09');
    expect(businessDateAt(new Date('2026-03-10T01:00:00Z'), baghdad, 4)).toBe('2026-03-10');
  });

  it('uses the local date, not the UTC one, when they differ', () => {
    const instant = new Date('2026-03-10T22:00:00Z'); // 01:00 on the 11th in Baghdad
    expect(instant.toISOString().slice(0, 10)).toBe('2026-03-10');
    expect(localDate(instant, baghdad)).toBe('2026-03-11');
    expect(businessDateAt(instant, baghdad, 0)).toBe('2026-03-11');
  });

  it('finds the UTC instant of a local hour, across a DST change', () => {
    expect(zonedInstant('2026-03-10', 4, baghdad).toISOString()).toBe('2026-03-10T01:00:00.000Z');
    // Berlin moves from UTC+1 to UTC+2 on 2026-03-29.
    expect(zonedInstant('2026-03-28', 12, 'Europe/Berlin').toISOString()).toBe('2026-03-28T11:00:00.000Z');
    expect(zonedInstant('2026-03-30', 12, 'Europe/Berlin').toISOString()).toBe('2026-03-30T10:00:00.000Z');
  });

  it('spans a business day from its start hour to the next day start hour', () => {
    const { start, end } = businessDayBounds('2026-03-10', baghdad, 4);
    expect(start.toISOString()).toBe('2026-03-10T01:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-11T01:00:00.000Z');
  });

  it('validates zone names and does date arithmetic on calendar dates', () => {
    expect(isValidTimeZone('Asia/Baghdad')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-01-30', '2026-03-01')).toBe(30);
  });

  it("reads every instant's wall clock as Intl does, across daylight-saving changes and half-hour zones (the offset is cached per UTC hour)", () => {
    const zones = ['Asia/Baghdad', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Chatham', 'UTC'];
    let seed = 52;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (const timeZone of zones) {
      const intl = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
      // Every quarter hour around the 2026 changes, and random instants from 1970 to 2060.
      const instants = [
        ...Array.from({ length: 4 * 24 * 8 }, (_, i) => Date.UTC(2026, 2, 6) + i * 900_000),
        ...Array.from({ length: 4 * 24 * 8 }, (_, i) => Date.UTC(2026, 9, 22) + i * 900_000),
        ...Array.from({ length: 3000 }, () => Math.floor(random() * Date.UTC(2060, 0, 1))),
      ];
      const mismatches = instants.filter((ms) => {
        const parts = Object.fromEntries(intl.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
        const local = localDateTime(new Date(ms), timeZone);
        return (
          local.date !== `${parts.year}-${parts.month}-${parts.day}` ||
          local.hour !== Number(parts.hour) ||
          local.minute !== Number(parts.minute) ||
          local.second !== Number(parts.second)
        );
      });
      expect([timeZone, mismatches.map((ms) => new Date(ms).toISOString())]).toEqual([timeZone, []]);
    }
    expect(localDateTime(new Date(8.64e15), 'Asia/Baghdad').hour).toBe(3);
  });
});
