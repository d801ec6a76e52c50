import { createHmac, randomInt, timingSafeEqual, type KeyObject } from 'node:crypto';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_PATTERN = /^\d{6}$/;

/** Six random digits (leading zeros kept). */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Keyed hash: a stolen table does not give the million candidates away without the service secret. */
export function hashCode(key: KeyObject, purpose: string, subject: string, code: string): string {
  return createHmac('sha256', key).update(`${purpose}\u0000${subject}\u0000${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface CodeState {
  expiresAt: Date;
  consumedAt: Date | null;
  attempts: number;
}

export type CodeCheck = 'ok' | 'wrong' | 'dead';

/**
 * A live code accepts the right digits once; a wrong try counts, and the fifth wrong try kills it.
 * Expired, used and killed codes are dead whatever is typed.
 */
export function checkCode(state: CodeState | null, matches: boolean, now: Date): CodeCheck {
  if (!state) return 'wrong';
  if (state.consumedAt || state.expiresAt <= now || state.attempts >= CODE_MAX_ATTEMPTS) return 'dead';
  return matches ? 'ok' : 'wrong';
}

export const CODE_MESSAGES = {
  wrong: 'is not correct',
  dead: 'has expired or can no longer be used; request a new code',
  format: 'must be 6 digits',
} as const;
