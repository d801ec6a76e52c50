import { validationError, type AppError } from '../../../core/errors/app-error';
import { CODE_MESSAGES } from '../codes/code.rules';
import type { ConsumeResult } from '../codes/verification-codes';
import { codeTtlMs } from '../codes/code.rules';
import { CODE_SEND_LIMIT } from '../throttle/throttle';
import type { CodeSent } from './auth.types';
import type { ResendCodePurpose } from '../codes/verification-code.entity';

/** A refusal decided inside a transaction and thrown after its commit (so wrong tries stay counted). */
export type Refusal = { refused: AppError };

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'refused' in value;
}

export function codeRefusal(outcome: Exclude<ConsumeResult, { result: 'ok' }>, field = 'code'): Refusal {
  return { refused: validationError({ [field]: [CODE_MESSAGES[outcome.result]] }, 'The code was not accepted.') };
}

/** Runs work that may return a refusal; throws it once the transaction has committed. */
export async function settle<T>(work: Promise<T | Refusal>): Promise<T> {
  const result = await work;
  if (isRefusal(result)) throw result.refused;
  return result;
}

export function codeSent(email: string, purpose: ResendCodePurpose, message: string): CodeSent {
  return {
    email,
    purpose,
    expiresInSeconds: codeTtlMs(purpose) / 1000,
    resendAfterSeconds: CODE_SEND_LIMIT.minIntervalMs / 1000,
    message,
  };
}
