import { EmploymentStatus } from './employee.enums';
import { addYears } from '../shared/hr-calendar';

/**
 * Employment status state machine. Resigned and Terminated people can be reinstated (rehire,
 * or a dismissal reversed) so one record keeps a person's history; Retired is final.
 */
export const EMPLOYMENT_TRANSITIONS: Readonly<Record<EmploymentStatus, readonly EmploymentStatus[]>> = {
  [EmploymentStatus.Active]: [
    EmploymentStatus.OnLeave,
    EmploymentStatus.Suspended,
    EmploymentStatus.Resigned,
    EmploymentStatus.Terminated,
    EmploymentStatus.Retired,
  ],
  [EmploymentStatus.OnLeave]: [
    EmploymentStatus.Active,
    EmploymentStatus.Suspended,
    EmploymentStatus.Resigned,
    EmploymentStatus.Terminated,
    EmploymentStatus.Retired,
  ],
  [EmploymentStatus.Suspended]: [EmploymentStatus.Active, EmploymentStatus.Resigned, EmploymentStatus.Terminated],
  [EmploymentStatus.Resigned]: [EmploymentStatus.Active],
  [EmploymentStatus.Terminated]: [EmploymentStatus.Active],
  [EmploymentStatus.Retired]: [],
};

export function canMoveEmployment(from: EmploymentStatus, to: EmploymentStatus): boolean {
  return EMPLOYMENT_TRANSITIONS[from].includes(to);
}

/** Why a move is refused, or null when it is allowed. */
export function employmentMoveProblem(from: EmploymentStatus, to: EmploymentStatus): string | null {
  if (from === to) return `The employee is already ${to}.`;
  if (canMoveEmployment(from, to)) return null;
  const allowed = EMPLOYMENT_TRANSITIONS[from];
  return allowed.length ? `An employee who is ${from} can move only to ${allowed.join(', ')}.` : `An employee who is ${from} cannot change status.`;
}

/** Statuses in which an employee is employed and may receive advances and loans. */
export const MONEY_ELIGIBLE: ReadonlySet<EmploymentStatus> = new Set([EmploymentStatus.Active]);
/** Statuses in which an employee may take leave. */
export const LEAVE_ELIGIBLE: ReadonlySet<EmploymentStatus> = new Set([EmploymentStatus.Active, EmploymentStatus.OnLeave]);

/**
 * Phone numbers: Iraqi mobiles in any usual spelling (07XX XXX XXXX, +964 7XX XXX XXXX,
 * 00964 7XX…, 9647XX…) or any E.164 number (+ and 8–15 digits). Spaces, dashes, dots and
 * brackets are ignored. The result is E.164 (`+9647XXXXXXXXX`), or null when not a phone number.
 */
export function normalizePhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s\-.()]/g, '');
  if (!compact) return null;
  let digits: string;
  if (/^07\d{9}$/.test(compact)) digits = `964${compact.slice(1)}`;
  else if (/^7\d{9}$/.test(compact)) digits = `964${compact}`;
  else if (/^00[1-9]\d{7,14}$/.test(compact)) digits = compact.slice(2);
  else if (/^\+[1-9]\d{7,14}$/.test(compact)) digits = compact.slice(1);
  else if (/^9647\d{9}$/.test(compact)) digits = compact;
  else return null;
  // An Iraqi number must be a mobile (7 after 964 and ten digits) or a landline (1–6 area code).
  if (digits.startsWith('964')) {
    const national = digits.slice(3);
    if (!/^7[3-9]\d{8}$/.test(national) && !/^[1-6]\d{6,9}$/.test(national)) return null;
  }
  return `+${digits}`;
}

/** National id numbers are compared without case, spaces or dashes. */
export function nationalIdKey(nationalId: string): string {
  return nationalId.replace(/[\s-]/g, '').toUpperCase();
}

/** Iraqi Labour Law No. 37 of 2015: the minimum age for work is 15. */
export const MINIMUM_WORKING_AGE = 15;
/** A hire date may be planned up to a year ahead. */
export const MAX_HIRE_DAYS_AHEAD = 366;

/** Date checks on an employee: birth before hire, minimum age at hire, nothing absurd. */
export function employeeDateProblems(input: { dateOfBirth: Date | null; hireDate: string }, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  const latestHire = addYears(today, 1);
  if (input.hireDate < '1950-01-01') problems.hireDate = 'must be on or after 1950-01-01';
  else if (input.hireDate > latestHire) problems.hireDate = `must be at most a year ahead (on or before ${latestHire})`;
  if (input.dateOfBirth) {
    const birth = input.dateOfBirth.toISOString().slice(0, 10);
    if (birth < '1900-01-01') problems.dateOfBirth = 'must be on or after 1900-01-01';
    else if (birth > today) problems.dateOfBirth = 'must not be in the future';
    else if (addYears(birth, MINIMUM_WORKING_AGE) > input.hireDate && !problems.hireDate) {
      problems.dateOfBirth = `must be at least ${MINIMUM_WORKING_AGE} years before hireDate`;
    }
  }
  return problems;
}
