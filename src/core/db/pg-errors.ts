import { QueryFailedError } from 'typeorm';

/** PostgreSQL unique_violation, optionally on a named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = (error as QueryFailedError & { driverError?: { code?: string; constraint?: string } }).driverError;
  return driverError?.code === '23505' && (!constraint || driverError.constraint === constraint);
}
