import type { Runtime } from '../../../core/runtime';
import { onAccessChange } from '../../identity/sessions/access-changes';
import { forgetApiKey, forgetCreatorKeys } from './api-key.lookup';

/*
 * Verified keys are cached per process for a few seconds (api-key.lookup.ts). A key revoked,
 * rotated or edited, or a creator whose role, branches or status changed (a key is narrowed to its
 * creator's rights), is dropped at once by every process that hears of it on the runtime's
 * broadcast: all of them with REDIS_URL.
 */

const TOPIC = 'developers.api-key-changes';

export async function announceApiKeyChange(runtime: Runtime, keyId: string): Promise<void> {
  await runtime.broadcast.publish(TOPIC, JSON.stringify({ keyId }));
}

/** The API-key module's `start` hook. */
export function listenForApiKeyChanges(runtime: Runtime): void {
  runtime.broadcast.subscribe(TOPIC, (message) => {
    const { keyId } = JSON.parse(message) as { keyId?: unknown };
    if (typeof keyId === 'string') forgetApiKey(keyId);
  });
  onAccessChange(runtime, (change) => {
    if ('member' in change && change.member) forgetCreatorKeys(change.member.organizationId, change.member.userId);
  });
}
