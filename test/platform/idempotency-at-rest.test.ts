import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';

/** Stored idempotent responses may carry tokens and secrets: the table must not reveal them. */
describe('idempotency records at rest', () => {
  let app: TestApp;
  let tenant: TestTenant;
  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
  });
  afterAll(() => app.close());

  it('keeps neither the response body nor the raw key in clear, and still replays the exact response', async () => {
    const key = randomUUID();
    const marker = `Sealed-${randomUUID()}`;
    const first = await app.request('POST', '/api/v1/console/hr/departments', {
      token: tenant.owner.token,
      body: { name: marker },
      headers: { 'idempotency-key': key },
    });
    expect(first.status).toBe(200);
    const rows: Array<{ key: string; body: string }> = await app.runtime.db.dataSource.query(
      "SELECT key, encode(response_body, 'escape') AS body FROM idempotency_records",
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.key).not.toBe(key);
      expect(row.body).not.toContain(marker);
    }
    const replay = await app.request('POST', '/api/v1/console/hr/departments', {
      token: tenant.owner.token,
      body: { name: marker },
      headers: { 'idempotency-key': key },
    });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
  });
});
