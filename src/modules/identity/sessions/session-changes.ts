import type { Runtime } from '../../../core/runtime';
import { forgetMemberSessions, forgetSession } from './session-credential';

/*
 * Every process caches session validity and roles for a few seconds (session-credential.ts). When a
 * session ends or a member's access changes, the process that made the change says so on the
 * runtime's broadcast: it drops its own entries at once, and with REDIS_URL every other process
 * does too, so a sign-out, a revoked session or a demotion holds on every node from the next
 * request on, not a few seconds later.
 */

const TOPIC = 'identity.session-changes';

export type SessionChange = { sessionIds: string[] } | { member: { organizationId: string; userId: string } };

export async function announceSessionChange(runtime: Runtime, change: SessionChange): Promise<void> {
  await runtime.broadcast.publish(TOPIC, JSON.stringify(change));
}

/** Identity's `start` hook: applies the changes every process announces. */
export function listenForSessionChanges(runtime: Runtime): void {
  runtime.broadcast.subscribe(TOPIC, (message) => applySessionChange(JSON.parse(message) as SessionChange));
}

function applySessionChange(change: SessionChange): void {
  if ('sessionIds' in change) {
    for (const id of change.sessionIds) if (typeof id === 'string') forgetSession(id);
  } else if (change.member && typeof change.member.organizationId === 'string' && typeof change.member.userId === 'string') {
    forgetMemberSessions(change.member.organizationId, change.member.userId);
  }
}
