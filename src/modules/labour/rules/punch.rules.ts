import { registerEnumType } from 'type-graphql';

/** What a punch says: the four moments of a worked day (docs/labour.md, "Time clock"). */
export enum PunchKind {
  ClockIn = 'ClockIn',
  BreakStart = 'BreakStart',
  BreakEnd = 'BreakEnd',
  ClockOut = 'ClockOut',
}
registerEnumType(PunchKind, {
  name: 'PunchKind',
  description: 'ClockIn, BreakStart, BreakEnd or ClockOut.',
  valuesConfig: {
    ClockIn: { description: 'Starts work.' },
    BreakStart: { description: 'Starts an unpaid break (only while clocked in).' },
    BreakEnd: { description: 'Ends the break (only while on a break).' },
    ClockOut: { description: 'Ends work (while clocked in or on a break; a break in progress ends with it).' },
  },
});

/** Where a punch came from. */
export enum PunchSource {
  Kiosk = 'Kiosk',
  Terminal = 'Terminal',
  Manual = 'Manual',
}
registerEnumType(PunchSource, {
  name: 'PunchSource',
  description: 'Kiosk (the branch tablet), Terminal (a fingerprint terminal export) or Manual (entered by a manager).',
  valuesConfig: {
    Kiosk: { description: 'Made on a registered kiosk device with the employee’s PIN.' },
    Terminal: { description: 'Imported from a fingerprint terminal’s attendance export.' },
    Manual: { description: 'Entered by a manager (a missed punch).' },
  },
});

/** Where an employee stands after their punches: what the next punch may be. */
export enum ClockState {
  Out = 'Out',
  Working = 'Working',
  OnBreak = 'OnBreak',
}
registerEnumType(ClockState, {
  name: 'ClockState',
  description: 'Out (not clocked in), Working (clocked in) or OnBreak.',
  valuesConfig: {
    Out: { description: 'Not clocked in: the next punch is a clock-in.' },
    Working: { description: 'Clocked in: a break may start, or the employee clocks out.' },
    OnBreak: { description: 'On a break: the next punch ends it.' },
  },
});

const TRANSITIONS: Record<ClockState, Partial<Record<PunchKind, ClockState>>> = {
  [ClockState.Out]: { [PunchKind.ClockIn]: ClockState.Working },
  [ClockState.Working]: { [PunchKind.BreakStart]: ClockState.OnBreak, [PunchKind.ClockOut]: ClockState.Out },
  [ClockState.OnBreak]: { [PunchKind.BreakEnd]: ClockState.Working, [PunchKind.ClockOut]: ClockState.Out },
};

/** The state after a punch of `kind` in `state`, or null when the punch is not allowed there. */
export function nextClockState(state: ClockState, kind: PunchKind): ClockState | null {
  return TRANSITIONS[state][kind] ?? null;
}

/** The state after a punch of the given kind (the last punch decides). */
export function stateAfter(kind: PunchKind | null): ClockState {
  if (kind === PunchKind.ClockIn || kind === PunchKind.BreakEnd) return ClockState.Working;
  if (kind === PunchKind.BreakStart) return ClockState.OnBreak;
  return ClockState.Out;
}

/** The punches allowed in a state, the usual one first (what the kiosk offers). */
export function allowedPunches(state: ClockState): PunchKind[] {
  if (state === ClockState.Out) return [PunchKind.ClockIn];
  if (state === ClockState.Working) return [PunchKind.ClockOut, PunchKind.BreakStart];
  return [PunchKind.BreakEnd, PunchKind.ClockOut];
}

const REFUSALS: Record<ClockState, string> = {
  [ClockState.Out]: 'A {kind} punch is not possible: the employee is not clocked in; the next punch may be ClockIn.',
  [ClockState.Working]: 'A {kind} punch is not possible: the employee is clocked in; the next punch may be ClockOut or BreakStart.',
  [ClockState.OnBreak]: 'A {kind} punch is not possible: the employee is on a break; the next punch may be BreakEnd or ClockOut.',
};

/** The refusal of a punch not allowed in `state`. */
export function refusedPunchMessage(state: ClockState, kind: PunchKind): string {
  return REFUSALS[state].replace('{kind}', kind);
}

/** How far back a device may date an offline punch, and how far ahead of the server clock. */
export const OFFLINE_WINDOW_MS = 72 * 3600 * 1000;
export const FUTURE_SKEW_MS = 5 * 60 * 1000;

/** Null when the device's time is acceptable, else the field message. */
export function occurredAtProblem(occurredAt: Date, now: Date): string | null {
  if (occurredAt.getTime() > now.getTime() + FUTURE_SKEW_MS) return 'is in the future (more than 5 minutes ahead of the server clock)';
  if (occurredAt.getTime() < now.getTime() - OFFLINE_WINDOW_MS) return 'is more than 72 hours ago; offline punches are accepted for 72 hours';
  return null;
}

/** A clock-in or break left open longer than this no longer holds the employee in (the missed punch is the timesheet's to show). */
export const OPEN_PUNCH_LIMIT_HOURS = 18;

/** The state an employee is in at `at`, from their last punch before it. */
export function stateAt(last: { kind: PunchKind; occurredAt: Date } | null, at: Date): ClockState {
  if (!last) return ClockState.Out;
  if (at.getTime() - last.occurredAt.getTime() > OPEN_PUNCH_LIMIT_HOURS * 3600 * 1000) return ClockState.Out;
  return stateAfter(last.kind);
}

/** A device's key for a punch: 8–128 letters, digits, -, _, . or : (a UUID made on the device). */
export const DEVICE_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
