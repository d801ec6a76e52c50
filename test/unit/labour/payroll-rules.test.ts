import { hoursOf, leaveDaysIn, payrollTotals } from '../../../src/modules/labour/rules/payroll.rules';
import type { EmployeeBranchDayCost } from '../../../src/modules/labour/rules/labour-cost.rules';
import type { TimesheetDay } from '../../../src/modules/labour/rules/timesheet.rules';

const day = (businessDate: string, over: Partial<TimesheetDay> = {}): TimesheetDay => ({
  businessDate,
  weekStart: '2026-03-14',
  shifts: [],
  sessions: [],
  scheduledMinutes: 420,
  workedMinutes: 480,
  breakMinutes: 0,
  paidMinutes: 420,
  lateMinutes: 0,
  earlyLeaveMinutes: 0,
  late: false,
  earlyLeave: false,
  missedPunches: 0,
  unscheduled: false,
  absentShiftIds: [],
  dailyOvertimeMinutes: 0,
  weeklyOvertimeMinutes: 0,
  overtimeMinutes: 0,
  nightMinutes: 0,
  restDay: false,
  branchMinutes: {},
  ...over,
});
const cost = (businessDate: string, branchId: string, costIqd: number, overtimeCostIqd = 0): EmployeeBranchDayCost => ({
  employeeId: 'e1',
  branchId,
  businessDate,
  paidMinutes: 0,
  costIqd,
  overtimeCostIqd,
  scheduledMinutes: 0,
  scheduledCostIqd: 0,
  hourCostIqd: {},
  hourMinutes: {},
  scheduledHourCostIqd: {},
  scheduledHourMinutes: {},
});

describe('payroll rules', () => {
  it('sums the period’s days and branch costs, and counts an absence only off approved leave', () => {
    const totals = payrollTotals({
      days: [
        day('2026-03-13', { paidMinutes: 999 }), // before the period
        day('2026-03-14'),
        day('2026-03-15', { paidMinutes: 540, overtimeMinutes: 60 }),
        day('2026-03-16', { paidMinutes: 390, late: true, missedPunches: 1 }),
        day('2026-03-17', { paidMinutes: 0, absentShiftIds: ['s4'] }), // on leave
        day('2026-03-18', { paidMinutes: 0, absentShiftIds: ['s5'] }),
      ],
      costs: [
        cost('2026-03-13', 'b1', 99_999),
        cost('2026-03-14', 'b1', 42_000),
        cost('2026-03-15', 'b1', 30_000, 5_000),
        cost('2026-03-15', 'b2', 27_000, 4_000),
      ],
      leave: [{ startDate: '2026-03-17', endDate: '2026-03-17', paid: true }],
      from: '2026-03-14',
      to: '2026-03-31',
    });
    expect(totals).toEqual({
      scheduledMinutes: 5 * 420,
      paidMinutes: 1350,
      overtimeMinutes: 60,
      overtimeCostIqd: 9_000,
      costIqd: 99_000,
      absences: 1,
      lateDays: 1,
      missedPunches: 1,
      leaveDays: 1,
      unpaidLeaveDays: 0,
    });
  });

  it('counts leave days inside the period only, Fridays left out, unpaid types apart', () => {
    // 2026-03-10 (Tue) … 2026-03-20 (Fri) cut to 14–20: Sat–Thu = 6 days (Friday 20 not counted).
    expect(leaveDaysIn([{ startDate: '2026-03-10', endDate: '2026-03-20', paid: true }], '2026-03-14', '2026-03-31')).toEqual({
      leaveDays: 6,
      unpaidLeaveDays: 0,
    });
    expect(
      leaveDaysIn(
        [
          { startDate: '2026-03-29', endDate: '2026-04-05', paid: false },
          { startDate: '2026-02-01', endDate: '2026-02-03', paid: true },
        ],
        '2026-03-14',
        '2026-03-31',
      ),
    ).toEqual({ leaveDays: 3, unpaidLeaveDays: 3 });
  });

  it('writes minutes as hours with two decimals', () => {
    expect(hoursOf(1350)).toBe(22.5);
    expect(hoursOf(61)).toBe(1.02);
    expect(hoursOf(0)).toBe(0);
  });
});
