import { availableLeaveDays, countLeaveDays, leaveMoveProblem, LeaveStatus, rangesOverlap } from '../../../src/modules/hr/leave/leave-request.rules';
import { addYears, endOfMonthAfter } from '../../../src/modules/hr/shared/hr-calendar';
import { businessDateAt } from '../../../src/core/time/business-day';

describe('leave day counting (Friday is the weekly rest day; no public holidays configured)', () => {
  // 2026-03-06 is a Friday.
  it('counts both ends and skips Fridays', () => {
    expect(countLeaveDays('2026-03-01', '2026-03-01')).toBe(1);
    expect(countLeaveDays('2026-03-01', '2026-03-07')).toBe(6);
    expect(countLeaveDays('2026-03-01', '2026-03-14')).toBe(12);
    expect(countLeaveDays('2026-03-05', '2026-03-07')).toBe(2);
  });

  it('counts Saturdays and counts nothing for a lone Friday or a reversed range', () => {
    expect(countLeaveDays('2026-03-07', '2026-03-07')).toBe(1);
    expect(countLeaveDays('2026-03-06', '2026-03-06')).toBe(0);
    expect(countLeaveDays('2026-03-07', '2026-03-01')).toBe(0);
  });

  it('crosses month and leap-year boundaries', () => {
    expect(countLeaveDays('2028-02-27', '2028-03-02')).toBe(5); // Sun 27, Mon 28, Tue 29 Feb, Wed 1, Thu 2 Mar
    expect(countLeaveDays('2026-12-30', '2027-01-02')).toBe(3); // 1 Jan 2027 is a Friday
  });

  it('takes other rest days and holidays when given', () => {
    expect(countLeaveDays('2026-03-01', '2026-03-07', [5, 6])).toBe(5);
    expect(countLeaveDays('2026-03-01', '2026-03-07', [5], ['2026-03-02'])).toBe(5);
  });
});

describe('leave overlap and balance', () => {
  it('treats ranges that share a day as overlapping', () => {
    expect(rangesOverlap('2026-03-01', '2026-03-05', '2026-03-05', '2026-03-08')).toBe(true);
    expect(rangesOverlap('2026-03-01', '2026-03-05', '2026-02-20', '2026-03-10')).toBe(true);
    expect(rangesOverlap('2026-03-01', '2026-03-05', '2026-03-06', '2026-03-08')).toBe(false);
  });

  it('subtracts pending days from the balance', () => {
    expect(availableLeaveDays(21, 0)).toBe(21);
    expect(availableLeaveDays(21, 6)).toBe(15);
    expect(availableLeaveDays(2.5, 3)).toBe(-0.5);
  });
});

describe('leave state machine', () => {
  const today = '2026-03-10';
  it('allows decisions and cancellation from Pending', () => {
    for (const action of ['approve', 'reject', 'cancel'] as const) expect(leaveMoveProblem(LeaveStatus.Pending, action, '2026-03-01', today)).toBeNull();
  });

  it('allows cancelling approved leave only before it starts', () => {
    expect(leaveMoveProblem(LeaveStatus.Approved, 'cancel', '2026-03-11', today)).toBeNull();
    expect(leaveMoveProblem(LeaveStatus.Approved, 'cancel', '2026-03-10', today)).toMatch(/before its start date/);
  });

  it('refuses decisions on decided requests and any move from Rejected or Cancelled', () => {
    expect(leaveMoveProblem(LeaveStatus.Approved, 'approve', '2026-04-01', today)).toMatch(/Approved cannot be approved/);
    expect(leaveMoveProblem(LeaveStatus.Approved, 'reject', '2026-04-01', today)).toMatch(/cannot be rejected/);
    for (const status of [LeaveStatus.Rejected, LeaveStatus.Cancelled]) {
      for (const action of ['approve', 'reject', 'cancel'] as const) expect(leaveMoveProblem(status, action, '2026-04-01', today)).toMatch(/only Pending/);
    }
  });
});

describe('HR calendar', () => {
  it("takes today from the branch's zone and day-start hour, not a fixed offset", () => {
    expect(businessDateAt(new Date('2026-03-09T20:59:59Z'), 'Asia/Baghdad', 0)).toBe('2026-03-09');
    expect(businessDateAt(new Date('2026-03-09T21:00:00Z'), 'Asia/Baghdad', 0)).toBe('2026-03-10');
    // 00:30 in Baghdad with the default 04:00 start is still the previous business day.
    expect(businessDateAt(new Date('2026-03-09T21:30:00Z'), 'Asia/Baghdad', 4)).toBe('2026-03-09');
    expect(businessDateAt(new Date('2026-03-09T21:30:00Z'), 'Europe/Berlin', 4)).toBe('2026-03-09');
  });

  it('finds month ends and anniversaries', () => {
    expect(endOfMonthAfter('2026-01-31', 1)).toBe('2026-02-28');
    expect(endOfMonthAfter('2026-01-31', 0)).toBe('2026-01-31');
    expect(endOfMonthAfter('2026-12-15', 2)).toBe('2027-02-28');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
  });
});
