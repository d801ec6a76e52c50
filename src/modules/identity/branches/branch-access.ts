import type { Runtime } from '../../../core/runtime';
import { Branch } from './branch.entity';

/**
 * Whether a branch can be worked in now (active), for the credential checks of every request
 * (X-Branch-Id). Cached for a few seconds per branch; a change is announced on the runtime's
 * broadcast (access-changes.ts) and dropped at once by every process that hears it, the others
 * see it within CACHE_MS.
 */
const CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;
const cache = new Map<string, { active: boolean; loadedAt: number }>();

export function forgetBranchAccess(branchId: string): void {
  cache.delete(branchId);
}

/** True when the branch exists and is active. */
export async function isBranchActive(runtime: Runtime, branchId: string): Promise<boolean> {
  const now = Date.now();
  const cached = cache.get(branchId);
  if (cached && now - cached.loadedAt < CACHE_MS) return cached.active;
  const branch = await runtime.db.dataSource.manager.findOne(Branch, { where: { id: branchId }, select: { id: true, active: true } });
  const active = Boolean(branch?.active);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(branchId, { active, loadedAt: now });
  return active;
}
