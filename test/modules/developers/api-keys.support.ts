import type { TestApp } from '../../support/test-app';

export const C = '/api/v1/console';
export const KEYS = `${C}/developers/api-keys`;
export const KEY_FORMAT = /^bo_(live|test)_[0-9A-Za-z]{12}_[0-9A-Za-z]{32}_[0-9A-Za-z]{6}$/;

export interface CreatedKey {
  id: string;
  key: string;
  data: Record<string, any>;
}

/** Creates a key through the public API and returns its id and secret. */
export async function createKey(app: TestApp, token: string, body: Record<string, unknown> = {}): Promise<CreatedKey> {
  const res = await app.request('POST', KEYS, { token, body: { name: 'Integration', scopes: ['hr:read'], ...body } });
  if (res.status !== 200) throw new Error(`createKey failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id, key: res.body.data.key, data: res.body.data };
}

/** Polls until the check passes (writes made after a response are asynchronous). */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 5_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function auditActions(app: TestApp, token: string, keyId: string): Promise<Array<Record<string, any>>> {
  const res = await app.request('GET', `${C}/audit-trail?EntityType=api-key&EntityId=${keyId}&PerPage=100`, { token });
  if (res.status !== 200) throw new Error(`audit trail: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.items;
}
