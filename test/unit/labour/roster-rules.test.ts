import {
  datesTouched,
  instantOf,
  isWeekStart,
  localTimesOf,
  minutesOfTime,
  paidMinutes,
  weekDates,
  weekStartOf,
} from '../../../src/modules/labour/rules/shift-times.rules';
import { overlaps, shiftEmployeeProblems, shiftTimeProblems } from '../../../src/modules/labour/rules/shift-checks.rules';
import { patternOf, planWeek } from '../../../src/modules/labour/rules/roster-plan.rules';
import { coveringEmployee, ShiftSwapStatus, swapMoveProblem } from '../../../src/modules/labour/rules/shift-swap.rules';
import { DEFAULT_LABOUR_SETTINGS, labourSettingsProblems } from '../../../src/modules/labour/rules/labour-settings.rules';

const BAGHDAD = 'Asia/Baghdad';
const BERLIN = 'Europe/Berlin';

describe('shift times', () => {
  it('reads HH:MM times and refuses anything else', () => {
    expect(minutesOfTime('00:00')).toBe(0);
    expect(minutesOfTime('23:59')).toBe(1439);
    expect(minutesOfTime('24:00')).toBeNull();
    expect(minutesOfTime('9:00')).toBeNull();
    expect(minutesOfTime('09:60')).toBeNull();
  });

  it('starts roster weeks on Saturday', () => {
    expect(weekStartOf('2026-03-07')).toBe('2026-03-07'); // Saturday
    expect(weekStartOf('2026-03-13')).toBe('2026-03-07'); // Friday
    expect(weekStartOf('2026-03-14')).toBe('2026-03-14');
    expect(isWeekStart('2026-03-07')).toBe(true);
    expect(isWeekStart('2026-03-08')).toBe(false);
    expect(weekDates('2026-03-07')).toEqual(['2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13']);
  });

  it("turns local times into instants in the branch's zone, across DST too", () => {
    expect(instantOf('2026-03-10', '09:30', BAGHDAD).toISOString()).toBe('2026-03-10T06:30:00.000Z');
    expect(instantOf('2026-07-10', '09:30', BERLIN).toISOString()).toBe('2026-07-10T07:30:00.000Z');
    expect(instantOf('2026-01-10', '09:30', BERLIN).toISOString()).toBe('2026-01-10T08:30:00.000Z');
    const start = instantOf('2026-03-10', '18:00', BAGHDAD);
    const end = instantOf('2026-03-11', '02:15', BAGHDAD);
    expect(localTimesOf(start, end, BAGHDAD)).toEqual({ startDate: '2026-03-10', startTime: '18:00', endDate: '2026-03-11', endTime: '02:15' });
  });

  it('counts paid minutes after the break and the dates a shift touches', () => {
    const start = instantOf('2026-03-10', '18:00', BAGHDAD);
    const end = instantOf('2026-03-11', '02:00', BAGHDAD);
    expect(paidMinutes(start, end, 30)).toBe(450);
    expect(datesTouched(start, end, BAGHDAD)).toEqual(['2026-03-10', '2026-03-11']);
    expect(datesTouched(start, instantOf('2026-03-11', '00:00', BAGHDAD), BAGHDAD)).toEqual(['2026-03-10']);
  });
});

describe('shift checks', () => {
  const at = (date: string, time: string) => instantOf(date, time, BAGHDAD);

  it('refuses an end before or at the start, a shift over the maximum and a break as long as the shift', () => {
    const max = DEFAULT_LABOUR_SETTINGS.maxShiftMinutes;
    expect(shiftTimeProblems({ startsAt: at('2026-03-10', '17:00'), endsAt: at('2026-03-10', '09:00'), breakMinutes: 0, maxShiftMinutes: max })).toEqual({
      endTime: ['must be after the start'],
    });
    expect(shiftTimeProblems({ startsAt: at('2026-03-10', '08:00'), endsAt: at('2026-03-10', '20:01'), breakMinutes: 0, maxShiftMinutes: max })).toEqual({
      endTime: ["makes the shift longer than the organisation's maximum of 12 hours"],
    });
    expect(shiftTimeProblems({ startsAt: at('2026-03-10', '08:00'), endsAt: at('2026-03-10', '20:00'), breakMinutes: 0, maxShiftMinutes: max })).toEqual({});
    expect(shiftTimeProblems({ startsAt: at('2026-03-10', '08:00'), endsAt: at('2026-03-10', '09:00'), breakMinutes: 60, maxShiftMinutes: max })).toEqual({
      breakMinutes: ['must be shorter than the shift'],
    });
  });

  it('names every reason an employee cannot work the shift', () => {
    const ok = { status: 'Active', branchIds: ['b1'], branchId: 'b1', leaveDates: [], overlapping: [] };
    expect(shiftEmployeeProblems(ok)).toEqual({});
    expect(shiftEmployeeProblems({ ...ok, status: null })).toEqual({ employeeId: ['does not refer to an employee of this organisation'] });
    expect(shiftEmployeeProblems({ ...ok, status: 'Terminated' })).toEqual({ employeeId: ['is Terminated; only Active employees can be put on a roster'] });
    expect(shiftEmployeeProblems({ ...ok, branchIds: ['b2'] })).toEqual({ employeeId: ['is not assigned to this branch'] });
    expect(shiftEmployeeProblems({ ...ok, branchIds: [] })).toEqual({ employeeId: ['is not assigned to this branch'] });
    expect(shiftEmployeeProblems({ ...ok, leaveDates: ['2026-03-11'] }, 'coverEmployeeId')).toEqual({ coverEmployeeId: ['has approved leave on 2026-03-11'] });
    expect(shiftEmployeeProblems({ ...ok, overlapping: [{ startDate: '2026-03-10', startTime: '08:00', endDate: '2026-03-10', endTime: '16:00' }] })).toEqual({
      employeeId: ['already has a shift from 2026-03-10 08:00 to 2026-03-10 16:00 that overlaps this one'],
    });
  });

  it('treats shifts that only touch as not overlapping', () => {
    const a = { startsAt: at('2026-03-10', '08:00'), endsAt: at('2026-03-10', '16:00') };
    expect(overlaps(a, { startsAt: at('2026-03-10', '16:00'), endsAt: at('2026-03-10', '20:00') })).toBe(false);
    expect(overlaps(a, { startsAt: at('2026-03-10', '15:59'), endsAt: at('2026-03-10', '20:00') })).toBe(true);
    expect(overlaps(a, { startsAt: at('2026-03-10', '06:00'), endsAt: at('2026-03-10', '08:00') })).toBe(false);
  });
});

describe('week patterns', () => {
  it('turns a week into a pattern and the pattern into another week, keeping overnight shifts', () => {
    const shifts = [
      {
        employeeId: 'e2',
        positionId: null,
        startDate: '2026-03-13',
        startTime: '18:00',
        endDate: '2026-03-14',
        endTime: '01:00',
        breakMinutes: 30,
        note: null,
      },
      {
        employeeId: 'e1',
        positionId: 'p',
        startDate: '2026-03-07',
        startTime: '09:00',
        endDate: '2026-03-07',
        endTime: '17:00',
        breakMinutes: 0,
        note: 'Open',
      },
    ];
    const pattern = patternOf('2026-03-07', shifts);
    expect(pattern.map((p) => [p.employeeId, p.day, p.endDayOffset])).toEqual([
      ['e1', 0, 0],
      ['e2', 6, 1],
    ]);
    expect(planWeek('2026-03-14', pattern)).toEqual([
      {
        employeeId: 'e1',
        positionId: 'p',
        startDate: '2026-03-14',
        startTime: '09:00',
        endDate: '2026-03-14',
        endTime: '17:00',
        breakMinutes: 0,
        note: 'Open',
      },
      {
        employeeId: 'e2',
        positionId: null,
        startDate: '2026-03-20',
        startTime: '18:00',
        endDate: '2026-03-21',
        endTime: '01:00',
        breakMinutes: 30,
        note: null,
      },
    ]);
  });
});

describe('swap requests', () => {
  it('moves only Pending requests', () => {
    expect(swapMoveProblem(ShiftSwapStatus.Pending, 'approve')).toBeNull();
    expect(swapMoveProblem(ShiftSwapStatus.Approved, 'reject')).toBe('A shift swap request that is Approved cannot be decided; only Pending requests can.');
    expect(swapMoveProblem(ShiftSwapStatus.Rejected, 'withdraw')).toBe('A shift swap request that is Rejected cannot be withdrawn; only Pending requests can.');
  });

  it('hands the shift to the named colleague, or for open cover to the one the manager names', () => {
    expect(coveringEmployee('t', undefined)).toEqual({ employeeId: 't', problem: null });
    expect(coveringEmployee('t', 't')).toEqual({ employeeId: 't', problem: null });
    expect(coveringEmployee('t', 'x').problem).toBe('must be the employee the request names, or left out');
    expect(coveringEmployee(null, undefined).problem).toBe('is required to approve an open cover request');
    expect(coveringEmployee(null, 'x')).toEqual({ employeeId: 'x', problem: null });
  });
});

describe('labour settings', () => {
  it('defaults to 12-hour shifts, 8 h / 48 h overtime thresholds at 50 %, Friday rest at 100 %, 208 contracted hours, and bounds each value', () => {
    expect(DEFAULT_LABOUR_SETTINGS).toMatchObject({ maxShiftMinutes: 720, dailyOvertimeAfterMinutes: 480, weeklyOvertimeAfterMinutes: 2880 });
    expect(DEFAULT_LABOUR_SETTINGS).toMatchObject({ overtimePremiumPercent: 50, restDayPremiumPercent: 100, restWeekday: 5, contractedMonthlyHours: 208 });
    expect(DEFAULT_LABOUR_SETTINGS).toMatchObject({ labourPercentTarget: 30, primeCostPercentTarget: 60, nightStartMinute: 1320, nightEndMinute: 360 });
    expect(labourSettingsProblems({ ...DEFAULT_LABOUR_SETTINGS })).toEqual({});
    expect(labourSettingsProblems({ ...DEFAULT_LABOUR_SETTINGS, maxShiftMinutes: 1441, weeklyOvertimeAfterMinutes: 12.5 })).toEqual({
      maxShiftMinutes: ['must be a whole number of minutes from 60 to 1440'],
      weeklyOvertimeAfterMinutes: ['must be a whole number of minutes from 60 to 10080'],
    });
    expect(labourSettingsProblems({ ...DEFAULT_LABOUR_SETTINGS, restWeekday: 7, labourPercentTarget: 0 })).toEqual({
      restWeekday: ['must be a whole number from 0 to 6'],
      labourPercentTarget: ['must be a whole number from 1 to 100'],
    });
  });
});
