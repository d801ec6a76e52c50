import { DEFAULT_TIME_ZONE } from '../../../core/time/business-day';

/** Branch codes: letters, digits, `-` and `_`, up to 20 characters (`MAIN`, `KRB-2`). */
export const BRANCH_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,19}$/;

/** The key that makes codes unique in an organisation whatever their letter case. */
export function branchCodeKey(code: string): string {
  return code.trim().toLocaleLowerCase('en');
}

/** The branch registration creates: code MAIN, the default zone. */
export const FIRST_BRANCH = { code: 'MAIN', codeKey: 'main', timeZone: DEFAULT_TIME_ZONE, active: true } as const;

export type BranchActivationRefusal = 'already-active' | 'already-inactive' | 'last-active' | null;

/**
 * Whether a branch may change its active flag: deactivating needs another active branch left
 * (an organisation always keeps one branch to sign in to); repeating the current state is refused.
 */
export function activationRefusal(active: boolean, next: boolean, activeBranches: number): BranchActivationRefusal {
  if (active === next) return next ? 'already-active' : 'already-inactive';
  if (!next && activeBranches <= 1) return 'last-active';
  return null;
}
