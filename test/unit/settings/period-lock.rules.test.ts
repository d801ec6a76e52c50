import { classifyPeriodLockChange, isBusinessDayLocked, latestLockableDate } from '../../../src/modules/settings/period-lock/period-lock.rules';

describe('period lock rules', () => {
  it('locks days on or before the locked-through date', () => {
    expect(isBusinessDayLocked('2026-01-31', '2026-01-31')).toBe(true);
    expect(isBusinessDayLocked('2025-12-31', '2026-01-31')).toBe(true);
    expect(isBusinessDayLocked('2026-02-01', '2026-01-31')).toBe(false);
    expect(isBusinessDayLocked('2026-02-01', null)).toBe(false);
  });

  it('calls a later date a lock and an earlier date or none an unlock', () => {
    expect(classifyPeriodLockChange(null, '2026-01-31')).toBe('lock');
    expect(classifyPeriodLockChange('2026-01-31', '2026-02-28')).toBe('lock');
    expect(classifyPeriodLockChange('2026-01-31', '2026-01-30')).toBe('unlock');
    expect(classifyPeriodLockChange('2026-01-31', null)).toBe('unlock');
    expect(classifyPeriodLockChange('2026-01-31', '2026-01-31')).toBe('none');
    expect(classifyPeriodLockChange(null, null)).toBe('none');
  });

  it("allows locking up to the branch's business today, in its zone and with the day-start hour", () => {
    // Baghdad (UTC+3), day starts at 04:00: 02:30 local on 1 February is still 31 January's business day.
    expect(latestLockableDate(new Date('2026-01-31T23:30:00Z'), 'Asia/Baghdad', 4)).toBe('2026-01-31');
    expect(latestLockableDate(new Date('2026-02-01T01:00:00Z'), 'Asia/Baghdad', 4)).toBe('2026-02-01');
    // 21:30 UTC on 31 December is 00:30 on 1 January in Baghdad: with a midnight start it is already the new year.
    expect(latestLockableDate(new Date('2026-12-31T21:30:00Z'), 'Asia/Baghdad', 0)).toBe('2027-01-01');
    expect(latestLockableDate(new Date('2026-12-31T21:30:00Z'), 'UTC', 0)).toBe('2026-12-31');
  });
});
