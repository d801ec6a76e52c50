import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '../support/test-database';
import { startTestApp } from '../support/test-app';
import { createTenant } from '../support/factories';

describe('test harness: restarting the service on the same data', () => {
  it('keeps committed rows across a restart', async () => {
    const dataDir = path.join(os.tmpdir(), `bo-restart-${randomUUID()}`);
    const first = await createTestDatabase({ dataDir });
    const app1 = await startTestApp({ database: first });
    const tenant = await createTenant(app1.runtime);
    const created = await app1.request('POST', '/api/v1/console/hr/departments', { token: tenant.owner.token, body: { name: 'Kitchen' } });
    expect(created.status).toBe(200);
    await app1.close();
    await first.close();

    const second = await createTestDatabase({ dataDir });
    const app2 = await startTestApp({ database: second });
    try {
      const list = await app2.request('GET', '/api/v1/console/hr/departments', { token: tenant.owner.token });
      expect(list.body.data.items).toEqual([expect.objectContaining({ name: 'Kitchen' })]);
    } finally {
      await app2.close();
      await second.drop();
    }
  });
});
