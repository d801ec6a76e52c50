import { IsOptional, MaxLength } from 'class-validator';

export const MAX_REASON_LENGTH = 500;

/** Normalises a DELETE body's optional reason. */
export function normalizeReason(reason: string | null | undefined): string | null {
  const trimmed = reason?.trim();
  return trimmed ? trimmed.slice(0, MAX_REASON_LENGTH) : null;
}

export { IsOptional, MaxLength };
