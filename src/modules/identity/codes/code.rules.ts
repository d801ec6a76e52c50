import { createHmac, randomInt, timingSafeEqual, type KeyObject } from 'node:crypto';

/** How long an e-mail verification code lives (registration, password reset, e-mail change). */
export const CODE_TTL_MS = 10 * 60_000;
/**
 * How long an invitation's activation code lives: a person invited in the evening must still be
 * able to join the next day, or after a weekend (docs/identity.md, "Invitations"). A resend
 * replaces the code with a new one of the same life; the 5th wrong try still kills it.
 */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

/** The life of a code of this purpose (`Activation` is an invitation's). */
export function codeTtlMs(purpose: string): number {
  return purpose === 'Activation' ? INVITATION_TTL_MS : CODE_TTL_MS;
}
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
