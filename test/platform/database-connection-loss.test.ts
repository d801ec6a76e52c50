import { Client } from 'pg';
import { startTestApp } from '../support/test-app';

const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;

/** A database restart or an administrator ending sessions must not take the service down. */
describeOnPostgres('losing idle database connections (PostgreSQL)', () => {
  it('keeps serving after the server ends its idle connections', async () => {
    const app = await startTestApp();
    try {
      expect((await app.request('GET', '/readyz')).status).toBe(200);
      const databaseName = new URL(app.database.databaseUrl!).pathname.slice(1);
      const admin = new Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [databaseName]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const afterwards = await app.request('GET', '/readyz');
      expect(afterwards.status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
