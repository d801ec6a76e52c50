/** PINs and their throttle (docs/labour.md, "PINs"). */

/** Wrong PINs of one employee on one device before the pair is locked. */
export const PIN_MAX_FAILURES = 5;
/** How long the pair stays locked. */
export const PIN_LOCK_MINUTES = 15;
/** Failures older than this are forgotten (the count starts again). */
export const PIN_FAILURE_WINDOW_MINUTES = 15;

/** Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9) digits as Western digits; other characters unchanged. */
export function westernDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (c) => String((c.charCodeAt(0) & 0x0f) % 10));
}

/** The PIN in Western digits when it is 4 to 8 digits, else null. */
export function normalisePin(value: string): string | null {
  const pin = westernDigits(value.trim());
  return /^\d{4,8}$/.test(pin) ? pin : null;
}

export interface PinAttemptState {
  failures: number;
  lockedUntil: Date | null;
  lastFailureAt: Date;
}

/** Minutes left of a lock (rounded up), or 0 when the pair may try. */
export function lockedMinutesLeft(state: PinAttemptState | null, now: Date): number {
  if (!state?.lockedUntil || state.lockedUntil.getTime() <= now.getTime()) return 0;
  return Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 60_000);
}

/** The state after one more wrong PIN. */
export function afterFailure(state: PinAttemptState | null, now: Date): PinAttemptState {
  const stale =
    !state ||
    (state.lockedUntil !== null && state.lockedUntil.getTime() <= now.getTime()) ||
    now.getTime() - state.lastFailureAt.getTime() > PIN_FAILURE_WINDOW_MINUTES * 60_000;
  const failures = (stale ? 0 : state.failures) + 1;
  return {
    failures,
    lockedUntil: failures >= PIN_MAX_FAILURES ? new Date(now.getTime() + PIN_LOCK_MINUTES * 60_000) : null,
    lastFailureAt: now,
  };
}
