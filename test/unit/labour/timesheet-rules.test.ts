import { addDays, businessDateAt } from '../../../src/core/time/business-day';
import { instantOf, weekdayOf } from '../../../src/modules/labour/rules/shift-times.rules';
import {
  employeeRestWeekday,
  employeeTimesheet,
  restWeekdayProblem,
  nightMinutesOf,
  sessionsOf,
  type EmployeeTimesheetInput,
  type TimesheetPunch,
  type TimesheetRuleSettings,
  type TimesheetShift,
} from '../../../src/modules/labour/rules/timesheet.rules';
import {
  allocate,
  dayCost,
  employeeCosts,
  forecastNetSales,
  hourlyRateProblem,
  labourFigures,
  minuteRateOf,
  minutesByHour,
  type EmployeeBranchDayCost,
  type PremiumSettings,
} from '../../../src/modules/labour/rules/labour-cost.rules';

const BAGHDAD = 'Asia/Baghdad';
const at = (date: string, time: string) => instantOf(date, time, BAGHDAD);
const SETTINGS: TimesheetRuleSettings = {
  dailyOvertimeAfterMinutes: 480,
  weeklyOvertimeAfterMinutes: 2880,
  graceMinutes: 5,
  nightStartMinute: 22 * 60,
  nightEndMinute: 6 * 60,
};
const PREMIUMS: PremiumSettings = { overtimePremiumPercent: 50, restDayPremiumPercent: 100, nightPremiumPercent: 25 };
const FRIDAY = 5;
const CONTRACTED = 208 * 60;

let seq = 0;
function shift(branchId: string, date: string, start: string, end: string, breakMinutes: number, endDate = date): TimesheetShift {
  const startsAt = at(date, start);
  return { id: `s${++seq}`, branchId, startsAt, endsAt: at(endDate, end), breakMinutes, businessDate: businessDateAt(startsAt, BAGHDAD, 4) };
}
function punch(branchId: string, kind: TimesheetPunch['kind'], date: string, time: string): TimesheetPunch {
  const occurredAt = at(date, time);
  return { id: `p${++seq}`, branchId, kind, occurredAt, businessDate: businessDateAt(occurredAt, BAGHDAD, 4) };
}
function sheet(shifts: TimesheetShift[], punches: TimesheetPunch[], extra: Partial<EmployeeTimesheetInput> = {}) {
  return employeeTimesheet({ shifts, punches, settings: SETTINGS, restWeekday: FRIDAY, timeZoneOf: () => BAGHDAD, now: at('2026-12-31', '00:00'), ...extra });
}

describe('timesheet rules', () => {
  it('pairs punches into sessions with their breaks, and names the punches missing', () => {
    const sessions = sessionsOf([
      punch('b1', 'ClockIn', '2026-03-08', '09:00'),
      punch('b1', 'BreakStart', '2026-03-08', '13:00'),
      punch('b1', 'BreakEnd', '2026-03-08', '13:30'),
      punch('b1', 'ClockOut', '2026-03-08', '17:00'),
      punch('b1', 'ClockIn', '2026-03-09', '09:00'),
      punch('b1', 'ClockIn', '2026-03-10', '09:00'),
      punch('b1', 'BreakEnd', '2026-03-10', '12:00'),
      punch('b1', 'ClockOut', '2026-03-10', '17:00'),
      punch('b1', 'ClockOut', '2026-03-11', '17:00'),
    ]);
    expect(sessions.map((s) => s.missed)).toEqual([[], ['ClockOut'], ['BreakStart'], ['ClockIn']]);
    expect(sessions[0].breaks).toEqual([{ start: at('2026-03-08', '13:00'), end: at('2026-03-08', '13:30') }]);
  });

  it('pays the span less the longer of the punched break and the shift’s unpaid break', () => {
    const s = shift('b1', '2026-03-08', '09:00', '17:00', 60);
    const [day] = sheet(
      [s],
      [
        punch('b1', 'ClockIn', '2026-03-08', '09:00'),
        punch('b1', 'BreakStart', '2026-03-08', '13:00'),
        punch('b1', 'BreakEnd', '2026-03-08', '13:30'),
        punch('b1', 'ClockOut', '2026-03-08', '17:00'),
      ],
    );
    expect(day).toMatchObject({ scheduledMinutes: 420, workedMinutes: 450, breakMinutes: 30, paidMinutes: 420, late: false, overtimeMinutes: 0 });
    const [long] = sheet(
      [s],
      [
        punch('b1', 'ClockIn', '2026-03-08', '09:00'),
        punch('b1', 'BreakStart', '2026-03-08', '12:00'),
        punch('b1', 'BreakEnd', '2026-03-08', '13:30'),
        punch('b1', 'ClockOut', '2026-03-08', '17:00'),
      ],
    );
    expect(long).toMatchObject({ workedMinutes: 390, breakMinutes: 90, paidMinutes: 390 });
  });

  it('marks late arrival and early leave beyond the grace minutes', () => {
    const s = shift('b1', '2026-03-08', '09:00', '17:00', 0);
    const [within] = sheet([s], [punch('b1', 'ClockIn', '2026-03-08', '09:05'), punch('b1', 'ClockOut', '2026-03-08', '16:55')]);
    expect(within).toMatchObject({ lateMinutes: 5, late: false, earlyLeaveMinutes: 5, earlyLeave: false, paidMinutes: 470 });
    const [beyond] = sheet([s], [punch('b1', 'ClockIn', '2026-03-08', '09:06'), punch('b1', 'ClockOut', '2026-03-08', '16:30')]);
    expect(beyond).toMatchObject({ lateMinutes: 6, late: true, earlyLeaveMinutes: 30, earlyLeave: true, paidMinutes: 444 });
  });

  it('takes a missing clock-out from the shift’s end (never past now) and counts nothing for an unscheduled one', () => {
    const s = shift('b1', '2026-03-08', '09:00', '17:00', 0);
    const [filled] = sheet([s], [punch('b1', 'ClockIn', '2026-03-08', '09:00')]);
    expect(filled).toMatchObject({ missedPunches: 1, paidMinutes: 480 });
    const [running] = sheet([s], [punch('b1', 'ClockIn', '2026-03-08', '09:00')], { now: at('2026-03-08', '12:00') });
    expect(running).toMatchObject({ paidMinutes: 180 });
    const [alone] = sheet([], [punch('b1', 'ClockIn', '2026-03-08', '09:00')]);
    expect(alone).toMatchObject({ missedPunches: 1, paidMinutes: 0, unscheduled: true });
  });

  it('marks a shift without punches absent once it has ended, and punches without a shift unscheduled', () => {
    const s = shift('b1', '2026-03-08', '09:00', '17:00', 0);
    expect(sheet([s], [])[0].absentShiftIds).toEqual([s.id]);
    expect(sheet([s], [], { now: at('2026-03-08', '10:00') })[0].absentShiftIds).toEqual([]);
    const [extra] = sheet([], [punch('b2', 'ClockIn', '2026-03-09', '10:00'), punch('b2', 'ClockOut', '2026-03-09', '12:00')]);
    expect(extra).toMatchObject({ businessDate: '2026-03-09', unscheduled: true, paidMinutes: 120, branchMinutes: { b2: 120 } });
  });

  it('counts night minutes in the local window across midnight, and a late shift on its business day', () => {
    expect(nightMinutesOf(at('2026-03-08', '16:00'), at('2026-03-09', '00:00'), BAGHDAD, 1320, 360)).toBe(120);
    expect(nightMinutesOf(at('2026-03-08', '20:00'), at('2026-03-09', '07:00'), BAGHDAD, 1320, 360)).toBe(480);
    expect(nightMinutesOf(at('2026-03-08', '03:00'), at('2026-03-08', '08:00'), BAGHDAD, 1320, 360)).toBe(180);
    expect(nightMinutesOf(at('2026-03-08', '03:00'), at('2026-03-08', '08:00'), BAGHDAD, 600, 600)).toBe(0);
    const s = shift('b1', '2026-03-08', '20:00', '02:00', 0, '2026-03-09');
    const days = sheet([s], [punch('b1', 'ClockIn', '2026-03-08', '20:00'), punch('b1', 'ClockOut', '2026-03-09', '02:00')]);
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ businessDate: '2026-03-08', paidMinutes: 360, nightMinutes: 240 });
  });

  it('counts daily overtime past the daily threshold and weekly overtime of the regular minutes past the weekly one', () => {
    const dates = ['2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13'];
    const shifts = dates.map((date) => shift('b1', date, '08:00', '17:00', 0));
    const punches = dates.flatMap((date) => [punch('b1', 'ClockIn', date, '08:00'), punch('b1', 'ClockOut', date, '17:00')]);
    const days = sheet(shifts, punches);
    // 540 a day: 60 daily overtime; regular 480 a day reaches 2880 after six days, so Friday's 480 are weekly overtime.
    expect(days.map((d) => d.dailyOvertimeMinutes)).toEqual([60, 60, 60, 60, 60, 60, 60]);
    expect(days.map((d) => d.weeklyOvertimeMinutes)).toEqual([0, 0, 0, 0, 0, 0, 480]);
    expect(days[6]).toMatchObject({ restDay: true, overtimeMinutes: 540 });
  });

  it("marks rest-day work on the employee's own rest day where set, else on the organisation's", () => {
    expect(employeeRestWeekday(null, FRIDAY)).toBe(FRIDAY);
    expect(employeeRestWeekday(0, FRIDAY)).toBe(0);
    expect(restWeekdayProblem(null)).toBeNull();
    expect(restWeekdayProblem(0)).toBeNull();
    expect(restWeekdayProblem(6)).toBeNull();
    for (const bad of [-1, 7, 2.5]) expect(restWeekdayProblem(bad)).toBe('must be a whole number from 0 to 6');
    // Thursday 2026-03-12 and Friday 2026-03-13, an employee whose own rest day is Thursday (4).
    const dates = ['2026-03-12', '2026-03-13'];
    const shifts = dates.map((date) => shift('b1', date, '09:00', '13:00', 0));
    const punches = dates.flatMap((date) => [punch('b1', 'ClockIn', date, '09:00'), punch('b1', 'ClockOut', date, '13:00')]);
    expect(sheet(shifts, punches, { restWeekday: employeeRestWeekday(4, FRIDAY) }).map((d) => [d.businessDate, d.restDay])).toEqual([
      ['2026-03-12', true],
      ['2026-03-13', false],
    ]);
    expect(sheet(shifts, punches, { restWeekday: employeeRestWeekday(null, FRIDAY) }).map((d) => d.restDay)).toEqual([false, true]);
  });
});

describe('labour cost rules', () => {
  it('prices a minute at the hourly rate or at monthly pay over the contracted minutes', () => {
    expect(minuteRateOf({ hourlyRateIqd: 6000, baseSalary: 1, allowances: 1 }, CONTRACTED)).toEqual({ numerator: 6000, denominator: 60 });
    expect(minuteRateOf({ hourlyRateIqd: null, baseSalary: 1_040_000, allowances: 208_000 }, CONTRACTED)).toEqual({
      numerator: 1_248_000,
      denominator: 12_480,
    });
    // A rate of 0 is a rate (an unpaid volunteer), not "no rate": it wins over the monthly pay.
    expect(minuteRateOf({ hourlyRateIqd: 0, baseSalary: 1_040_000, allowances: 208_000 }, CONTRACTED)).toEqual({ numerator: 0, denominator: 60 });
    // 7,500 IQD an hour over a 9-hour day with one overtime hour at 50 %: 8 × 7,500 + 1 × 11,250.
    const day = { paidMinutes: 540, overtimeMinutes: 60, nightMinutes: 0, restDay: false };
    expect(dayCost(day, minuteRateOf({ hourlyRateIqd: 7_500, baseSalary: 0, allowances: 0 }, CONTRACTED), PREMIUMS)).toEqual({
      costIqd: 71_250,
      overtimeCostIqd: 11_250,
    });
  });

  it('keeps an hourly rate that is a whole number from 0 to 10,000,000, or none', () => {
    expect(hourlyRateProblem(null)).toBeNull();
    expect(hourlyRateProblem(0)).toBeNull();
    expect(hourlyRateProblem(10_000_000)).toBeNull();
    expect(hourlyRateProblem(-1)).toBe('must be a whole number from 0 to 10000000');
    expect(hourlyRateProblem(10_000_001)).toBe('must be a whole number from 0 to 10000000');
    expect(hourlyRateProblem(2.5)).toBe('must be a whole number from 0 to 10000000');
  });

  it('adds the premiums once (the larger of overtime and rest day) and rounds the day half away from zero', () => {
    const rate = { numerator: 1_248_000, denominator: 12_480 }; // 100 IQD a minute
    expect(dayCost({ paidMinutes: 540, overtimeMinutes: 60, nightMinutes: 0, restDay: false }, rate, PREMIUMS)).toEqual({
      costIqd: 57_000,
      overtimeCostIqd: 9_000,
    });
    expect(dayCost({ paidMinutes: 240, overtimeMinutes: 0, nightMinutes: 0, restDay: true }, rate, PREMIUMS)).toEqual({ costIqd: 48_000, overtimeCostIqd: 0 });
    expect(dayCost({ paidMinutes: 240, overtimeMinutes: 240, nightMinutes: 60, restDay: true }, rate, PREMIUMS)).toEqual({
      costIqd: 49_500,
      overtimeCostIqd: 48_000,
    });
    // 1 minute at 90/60 IQD = 1.5 → 2; 0.5 → 1.
    expect(dayCost({ paidMinutes: 1, overtimeMinutes: 0, nightMinutes: 0, restDay: false }, { numerator: 90, denominator: 60 }, PREMIUMS).costIqd).toBe(2);
    expect(dayCost({ paidMinutes: 1, overtimeMinutes: 0, nightMinutes: 0, restDay: false }, { numerator: 30, denominator: 60 }, PREMIUMS).costIqd).toBe(1);
  });

  it('splits a sum in whole dinars by the largest remainder, summing exactly', () => {
    expect(allocate(100, { a: 1, b: 1, c: 1 })).toEqual({ a: 34, b: 33, c: 33 });
    expect(allocate(10, { a: 0, b: 3 })).toEqual({ b: 10 });
    expect(allocate(7, {})).toEqual({});
  });

  it('counts worked minutes per local hour', () => {
    expect(minutesByHour([{ start: at('2026-03-08', '09:40'), end: at('2026-03-08', '11:10') }], BAGHDAD)).toEqual({
      '2026-03-08 09': 20,
      '2026-03-08 10': 60,
      '2026-03-08 11': 10,
    });
  });

  it('gives labour %, prime cost and sales per labour hour, flagged above the targets', () => {
    const figures = labourFigures(
      { paidMinutes: 600, scheduledMinutes: 600, labourCostIqd: 70_000, scheduledCostIqd: 60_000, netSalesIqd: 200_000, foodCostIqd: 60_000 },
      { labourPercentTarget: 30, primeCostPercentTarget: 60 },
    );
    expect(figures).toMatchObject({
      labourPercent: 35,
      scheduledLabourPercent: 30,
      primeCostIqd: 130_000,
      primeCostPercent: 65,
      salesPerLabourHourIqd: 20_000,
    });
    expect(figures).toMatchObject({ labourAboveTarget: true, primeCostAboveTarget: true });
    const noSales = labourFigures(
      { paidMinutes: 0, scheduledMinutes: 0, labourCostIqd: 0, scheduledCostIqd: 0, netSalesIqd: 0, foodCostIqd: null },
      { labourPercentTarget: 30, primeCostPercentTarget: 60 },
    );
    expect(noSales).toMatchObject({ labourPercent: null, primeCostIqd: null, salesPerLabourHourIqd: null, labourAboveTarget: false });
  });

  it('forecasts a day’s net sales as the mean of the same weekday of the last four weeks', () => {
    expect(forecastNetSales([100_000, 200_000, 300_001, 0])).toBe(150_000);
    expect(forecastNetSales([])).toBe(0);
  });
});

/*
 * A generated four-week month (roster weeks 2026-03-07 … 2026-04-03, Baghdad, business day from
 * 04:00), three employees, computed by hand:
 *
 * A, branch b1, 1,040,000 + 208,000 a month over 208 h = 100 IQD a minute. Saturday–Thursday
 *   09:00–17:00, 60 min unpaid break, punches 09:00 / break 13:00–13:30 / 17:00: worked 450, paid
 *   420 (the scheduled hour of break is taken) = 42,000. 24 days = 1,008,000, except:
 *   03-08 in at 09:20 (late 20): paid 400 = 40,000 (−2,000);
 *   03-16 no clock-out: filled from the shift's 17:00, missed 1, 42,000;
 *   03-24 out at 19:00: paid 540, 60 daily overtime: 540×100 + 60×50 = 57,000 (+15,000);
 *   04-03 (Friday, rest day) unscheduled 10:00–14:00: 240 × 2 = 48,000 (+48,000).
 *   A = 1,069,000 IQD; paid 10,080 − 20 + 120 + 240 = 10,420 min. Scheduled: 1,008,000.
 * B, branch b2, 5,000 IQD an hour. Saturday–Wednesday 16:00–00:00, 30 min unpaid break, punched
 *   16:00 / 00:00: paid 450, 120 night minutes (22:00–00:00) at 25 %: 7.5 h × 5,000 + 2 h × 1,250 =
 *   40,000. 20 days, except 03-14 absent (nothing) and 04-01 in at 16:07: paid 443,
 *   (443 + 120 × 0.25) × 5,000 / 60 = 39,416.67 → 39,417.
 *   B = 18 × 40,000 + 39,417 = 759,417 IQD; paid 18 × 450 + 443 = 8,543 min. Scheduled: 800,000.
 * C, branch b1, 900,000 a month over 12,480 min. Saturday–Thursday 07:00–16:00, 30 min break
 *   punched 12:00–12:30: paid 510, 30 daily overtime: 900,000 × (510×100 + 30×50) / 1,248,000 =
 *   37,860.58 → 37,861; 04-02 without its clock-in (taken from 07:00), same figure. The first week also
 *   Friday 03-13 08:00–12:00: six days' regular 6 × 480 = 2,880 reach the weekly threshold, so its
 *   240 minutes are weekly overtime on a rest day (premium max(50, 100) = 100 %):
 *   900,000 × 48,000 / 1,248,000 = 34,615.38 → 34,615.
 *   C = 24 × 37,861 + 34,615 = 943,279 IQD; paid 24 × 510 + 240 = 12,480 min. Scheduled the same.
 * Sales over the 28 days: b1 11,200,000 with food cost 3,360,000; b2 2,000,000 with 900,000.
 *   b1 labour 1,069,000 + 943,279 = 2,012,279 = 17.97 %; prime 5,372,279 = 47.97 %; sales per labour
 *   hour 11,200,000 × 60 / 22,900 = 29,344.98 → 29,345. Scheduled 1,951,279 = 17.42 %.
 *   b2 labour 759,417 = 37.97 % (above 30 %); prime 1,659,417 = 82.97 % (above 60 %); per labour hour
 *   2,000,000 × 60 / 8,543 = 14,046.58 → 14,047. Scheduled 800,000 = 40 %.
 */
describe('a generated month against a hand computation', () => {
  const first = '2026-03-07';
  const dates = Array.from({ length: 28 }, (_, i) => addDays(first, i));
  const now = at('2026-04-10', '00:00');

  function employeeA() {
    const shifts: TimesheetShift[] = [];
    const punches: TimesheetPunch[] = [];
    for (const date of dates) {
      if (weekdayOf(date) === FRIDAY) continue;
      shifts.push(shift('b1', date, '09:00', '17:00', 60));
      punches.push(punch('b1', 'ClockIn', date, date === '2026-03-08' ? '09:20' : '09:00'));
      punches.push(punch('b1', 'BreakStart', date, '13:00'), punch('b1', 'BreakEnd', date, '13:30'));
      if (date !== '2026-03-16') punches.push(punch('b1', 'ClockOut', date, date === '2026-03-24' ? '19:00' : '17:00'));
    }
    punches.push(punch('b1', 'ClockIn', '2026-04-03', '10:00'), punch('b1', 'ClockOut', '2026-04-03', '14:00'));
    return { shifts, punches, pay: { hourlyRateIqd: null, baseSalary: 1_040_000, allowances: 208_000 } };
  }
  function employeeB() {
    const shifts: TimesheetShift[] = [];
    const punches: TimesheetPunch[] = [];
    for (const date of dates) {
      if (![6, 0, 1, 2, 3].includes(weekdayOf(date))) continue;
      shifts.push(shift('b2', date, '16:00', '00:00', 30, addDays(date, 1)));
      if (date === '2026-03-14') continue;
      punches.push(punch('b2', 'ClockIn', date, date === '2026-04-01' ? '16:07' : '16:00'), punch('b2', 'ClockOut', addDays(date, 1), '00:00'));
    }
    return { shifts, punches, pay: { hourlyRateIqd: 5000, baseSalary: 0, allowances: 0 } };
  }
  function employeeC() {
    const shifts: TimesheetShift[] = [];
    const punches: TimesheetPunch[] = [];
    for (const date of dates) {
      if (weekdayOf(date) === FRIDAY) continue;
      shifts.push(shift('b1', date, '07:00', '16:00', 30));
      if (date !== '2026-04-02') punches.push(punch('b1', 'ClockIn', date, '07:00'));
      punches.push(punch('b1', 'BreakStart', date, '12:00'), punch('b1', 'BreakEnd', date, '12:30'), punch('b1', 'ClockOut', date, '16:00'));
    }
    shifts.push(shift('b1', '2026-03-13', '08:00', '12:00', 0));
    punches.push(punch('b1', 'ClockIn', '2026-03-13', '08:00'), punch('b1', 'ClockOut', '2026-03-13', '12:00'));
    return { shifts, punches, pay: { hourlyRateIqd: null, baseSalary: 900_000, allowances: 0 } };
  }

  const employees = { A: employeeA(), B: employeeB(), C: employeeC() };
  const results = Object.fromEntries(
    Object.entries(employees).map(([employeeId, e]) => [
      employeeId,
      employeeCosts({
        employeeId,
        shifts: e.shifts,
        punches: e.punches,
        settings: SETTINGS,
        restWeekday: FRIDAY,
        timeZoneOf: () => BAGHDAD,
        now,
        rate: minuteRateOf(e.pay, CONTRACTED),
        premiums: PREMIUMS,
      }),
    ]),
  );
  const sum = (rows: EmployeeBranchDayCost[], key: 'costIqd' | 'paidMinutes' | 'scheduledCostIqd') => rows.reduce((total, row) => total + row[key], 0);

  it("gives each employee's paid minutes and cost to the dinar", () => {
    expect(sum(results.A.costs, 'costIqd')).toBe(1_069_000);
    expect(sum(results.A.costs, 'paidMinutes')).toBe(10_420);
    expect(sum(results.A.costs, 'scheduledCostIqd')).toBe(1_008_000);
    expect(sum(results.B.costs, 'costIqd')).toBe(759_417);
    expect(sum(results.B.costs, 'paidMinutes')).toBe(8_543);
    expect(sum(results.B.costs, 'scheduledCostIqd')).toBe(800_000);
    expect(sum(results.C.costs, 'costIqd')).toBe(943_279);
    expect(sum(results.C.costs, 'paidMinutes')).toBe(12_480);
    expect(sum(results.C.costs, 'scheduledCostIqd')).toBe(943_279);
  });

  it('marks the late, missed, overtime, absent, unscheduled and rest days', () => {
    const dayOf = (id: keyof typeof employees, date: string) => results[id].days.find((d) => d.businessDate === date)!;
    expect(dayOf('A', '2026-03-08')).toMatchObject({ late: true, lateMinutes: 20, paidMinutes: 400 });
    expect(dayOf('A', '2026-03-16')).toMatchObject({ missedPunches: 1, paidMinutes: 420 });
    expect(dayOf('A', '2026-03-24')).toMatchObject({ dailyOvertimeMinutes: 60, paidMinutes: 540 });
    expect(dayOf('A', '2026-04-03')).toMatchObject({ unscheduled: true, restDay: true, paidMinutes: 240 });
    expect(dayOf('B', '2026-03-14').absentShiftIds).toHaveLength(1);
    expect(dayOf('B', '2026-04-01')).toMatchObject({ late: true, lateMinutes: 7, paidMinutes: 443, nightMinutes: 120 });
    expect(dayOf('C', '2026-03-13')).toMatchObject({ restDay: true, weeklyOvertimeMinutes: 240, dailyOvertimeMinutes: 0 });
    expect(dayOf('C', '2026-04-02')).toMatchObject({ missedPunches: 1, paidMinutes: 510 });
  });

  it("gives each branch's labour %, prime cost and flags to the dinar", () => {
    const all = Object.values(results).flatMap((r) => r.costs);
    const branch = (id: string) => all.filter((row) => row.branchId === id);
    const targets = { labourPercentTarget: 30, primeCostPercentTarget: 60 };
    const figures = (id: string, netSalesIqd: number, foodCostIqd: number) =>
      labourFigures(
        {
          paidMinutes: sum(branch(id), 'paidMinutes'),
          scheduledMinutes: branch(id).reduce((t, r) => t + r.scheduledMinutes, 0),
          labourCostIqd: sum(branch(id), 'costIqd'),
          scheduledCostIqd: sum(branch(id), 'scheduledCostIqd'),
          netSalesIqd,
          foodCostIqd,
        },
        targets,
      );
    expect(figures('b1', 11_200_000, 3_360_000)).toMatchObject({
      labourCostIqd: 2_012_279,
      labourPercent: 17.97,
      primeCostIqd: 5_372_279,
      primeCostPercent: 47.97,
      salesPerLabourHourIqd: 29_345,
      scheduledCostIqd: 1_951_279,
      scheduledLabourPercent: 17.42,
      labourAboveTarget: false,
      primeCostAboveTarget: false,
    });
    expect(figures('b2', 2_000_000, 900_000)).toMatchObject({
      labourCostIqd: 759_417,
      labourPercent: 37.97,
      primeCostIqd: 1_659_417,
      primeCostPercent: 82.97,
      salesPerLabourHourIqd: 14_047,
      scheduledLabourPercent: 40,
      labourAboveTarget: true,
      primeCostAboveTarget: true,
    });
  });

  it('splits each day’s cost over its local hours without losing a dinar', () => {
    for (const row of Object.values(results).flatMap((r) => r.costs)) {
      expect(Object.values(row.hourCostIqd).reduce((t, v) => t + v, 0)).toBe(row.costIqd);
    }
    const bDay = results.B.costs.find((row) => row.businessDate === '2026-03-07')!;
    expect(bDay.hourMinutes['2026-03-07 23']).toBe(60);
    expect(bDay.hourCostIqd['2026-03-07 16']).toBe(5000);
  });
});
