import type { Runtime } from '../../../core/runtime';
import { forgetBranchAccess } from '../branches/branch-access';
import { forgetMemberSessions, forgetSession } from './session-credential';

/*
 * Every process caches, for a few seconds, what the credential checks read on each request: a
 * session's validity and role (session-credential.ts), whether a branch is active (branch-access.ts),
 * and other modules' copies derived from a member's role (API keys). When a session ends, a member's
 * access changes or a branch is switched off, the process that made the change says so on the
 * runtime's broadcast: it drops its own entries at once, and with REDIS_URL every other process does
 * too, so the change holds on every node from the next request on, not a few seconds later.
 */

const TOPIC = 'identity.access-changes';

export type AccessChange = { sessionIds: string[] } | { member: { organizationId: string; userId: string } } | { branchId: string };

export async function announceAccessChange(runtime: Runtime, change: AccessChange): Promise<void> {
  await runtime.broadcast.publish(TOPIC, JSON.stringify(change));
}

/** Other modules' caches that depend on a member's access (API keys follow their creator's role). */
export function onAccessChange(runtime: Runtime, handler: (change: AccessChange) => void): void {
  runtime.broadcast.subscribe(TOPIC, (message) => handler(JSON.parse(message) as AccessChange));
}

/** Identity's `start` hook: drops identity's own cached entries on every change announced. */
export function listenForAccessChanges(runtime: Runtime): void {
  onAccessChange(runtime, applyAccessChange);
}

function applyAccessChange(change: AccessChange): void {
  if ('sessionIds' in change) {
    for (const id of change.sessionIds) if (typeof id === 'string') forgetSession(id);
  } else if ('member' in change) {
    if (typeof change.member?.organizationId === 'string' && typeof change.member.userId === 'string') {
      forgetMemberSessions(change.member.organizationId, change.member.userId);
    }
  } else if (typeof change.branchId === 'string') {
    forgetBranchAccess(change.branchId);
  }
}
