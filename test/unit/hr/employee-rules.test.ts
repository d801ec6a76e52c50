import { EmploymentStatus } from '../../../src/modules/hr/employees/employee.enums';
import {
  canMoveEmployment,
  EMPLOYMENT_TRANSITIONS,
  employeeDateProblems,
  employmentMoveProblem,
  nationalIdKey,
  normalizePhone,
} from '../../../src/modules/hr/employees/employee.rules';

const { Active, OnLeave, Suspended, Resigned, Terminated, Retired } = EmploymentStatus;

describe('employment status state machine', () => {
  it.each([
    [Active, OnLeave],
    [Active, Suspended],
    [Active, Resigned],
    [Active, Terminated],
    [Active, Retired],
    [OnLeave, Active],
    [OnLeave, Suspended],
    [OnLeave, Retired],
    [Suspended, Active],
    [Suspended, Terminated],
    [Suspended, Resigned],
    [Resigned, Active],
    [Terminated, Active],
  ])('allows %s → %s', (from, to) => {
    expect(canMoveEmployment(from, to)).toBe(true);
    expect(employmentMoveProblem(from, to)).toBeNull();
  });

  it.each([
    [Suspended, OnLeave],
    [Suspended, Retired],
    [Resigned, Terminated],
    [Resigned, OnLeave],
    [Terminated, Retired],
    [Terminated, Suspended],
    [Retired, Active],
    [Retired, Terminated],
  ])('refuses %s → %s', (from, to) => {
    expect(canMoveEmployment(from, to)).toBe(false);
    expect(employmentMoveProblem(from, to)).toMatch(/can move only to|cannot change status/);
  });

  it('refuses a move to the same status', () => {
    for (const status of Object.values(EmploymentStatus)) expect(employmentMoveProblem(status, status)).toBe(`The employee is already ${status}.`);
  });

  it('makes Retired final and names every status', () => {
    expect(EMPLOYMENT_TRANSITIONS[Retired]).toEqual([]);
    expect(Object.keys(EMPLOYMENT_TRANSITIONS).sort()).toEqual(Object.values(EmploymentStatus).sort());
  });
});

describe('phone numbers', () => {
  it.each([
    ['07701234567', '+9647701234567'],
    ['0770 123 4567', '+9647701234567'],
    ['+964 770 123 4567', '+9647701234567'],
    ['00964-770-123-4567', '+9647701234567'],
    ['9647501234567', '+9647501234567'],
    ['7801234567', '+9647801234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 (202) 555-0143', '+12025550143'],
  ])('accepts %s as %s', (raw, e164) => {
    expect(normalizePhone(raw)).toBe(e164);
  });

  it.each(['', 'phone', '0770123456', '077012345678', '+964 12', '+9647012345678', '12345', '+0123456789', '06123456789'])('refuses %p', (raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });
});

describe('national id key', () => {
  it('ignores case, spaces and dashes', () => {
    expect(nationalIdKey('ab-12 34')).toBe(nationalIdKey('AB1234'));
  });
});

describe('employee dates', () => {
  const today = '2026-03-10';
  const birth = (date: string) => new Date(`${date}T00:00:00Z`);

  it('accepts a birth date at least 15 years before hiring', () => {
    expect(employeeDateProblems({ dateOfBirth: birth('2000-05-01'), hireDate: '2025-01-01' }, today)).toEqual({});
    expect(employeeDateProblems({ dateOfBirth: birth('2010-01-01'), hireDate: '2025-01-01' }, today)).toEqual({});
  });

  it('refuses a birth date after hiring or too close to it, and one in the future', () => {
    expect(employeeDateProblems({ dateOfBirth: birth('2010-01-02'), hireDate: '2025-01-01' }, today)).toEqual({
      dateOfBirth: 'must be at least 15 years before hireDate',
    });
    expect(employeeDateProblems({ dateOfBirth: birth('2026-03-11'), hireDate: '2026-03-01' }, today)).toEqual({ dateOfBirth: 'must not be in the future' });
  });

  it('refuses a hire date more than a year ahead or before 1950', () => {
    expect(employeeDateProblems({ dateOfBirth: null, hireDate: '2027-03-10' }, today)).toEqual({});
    expect(employeeDateProblems({ dateOfBirth: null, hireDate: '2027-03-11' }, today)).toEqual({
      hireDate: 'must be at most a year ahead (on or before 2027-03-10)',
    });
    expect(employeeDateProblems({ dateOfBirth: null, hireDate: '1949-12-31' }, today)).toEqual({ hireDate: 'must be on or after 1950-01-01' });
  });
});
