import { Client } from 'pg';
import { QueryFailedError } from 'typeorm';
import { openAppDatabase } from '../../src/bootstrap';
import { normalizeError } from '../../src/core/errors/normalize-error';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { createTenant, type TestTenant } from '../support/factories';

describe('a statement that runs past statement_timeout', () => {
  it('maps PostgreSQL query_canceled (57014) and idle-in-transaction (25P03) to 503, never to 500', () => {
    for (const code of ['57014', '25P03']) {
      const error = new QueryFailedError('SELECT 1', [], Object.assign(new Error('canceling statement due to statement timeout'), { code }));
      expect(normalizeError(error)).toMatchObject({ name: 'SERVICE_UNAVAILABLE', status: 503, headers: { 'Retry-After': '5' } });
    }
  });

  // PGlite runs in the process with no timer that can end a statement: the timeout is a
  // PostgreSQL setting only (docs/operations.md, "Timeouts").
  const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
  onPostgres('on PostgreSQL, through HTTP', () => {
    let app: TestApp;
    let database: TestDatabase;
    let tenant: TestTenant;
    let locker: Client;

    beforeAll(async () => {
      const created = await createTestDatabase();
      await created.db.close();
      const db = await openAppDatabase({
        databaseUrl: created.databaseUrl,
        poolSize: 4,
        statementTimeoutMs: 500,
        idleInTransactionTimeoutMs: 5_000,
        onConnectionError: () => undefined,
      });
      database = {
        ...created,
        db,
        close: () => db.close(),
        drop: async () => {
          await created.drop();
        },
      };
      app = await startTestApp({ database });
      tenant = await createTenant(app.runtime);
      locker = new Client({ connectionString: created.databaseUrl });
      await locker.connect();
    }, 120_000);
    afterAll(async () => {
      await locker?.end();
      await app?.close();
      await database?.drop();
    });

    it('answers the REST list with a 503 envelope and GraphQL with status 503 while the table is held', async () => {
      const fine = await app.request('GET', '/api/v1/console/sales/orders', { token: tenant.owner.token });
      expect(fine.status).toBe(200);
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE sales_orders IN ACCESS EXCLUSIVE MODE');
      try {
        const started = Date.now();
        const rest = await app.request('GET', '/api/v1/console/sales/orders', { token: tenant.owner.token });
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(rest.status).toBe(503);
        expect(rest.body).toMatchObject({ success: false, code: 503, errors: { code: ['StatementTimeout'] } });
        expect(rest.headers.get('retry-after')).toBe('5');
        const gql = await app.graphql('{ salesOrders { total } }', {}, { token: tenant.owner.token });
        expect(gql.body.errors[0].extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
      } finally {
        await locker.query('ROLLBACK');
      }
      expect((await app.request('GET', '/api/v1/console/sales/orders', { token: tenant.owner.token })).status).toBe(200);
    });
  });
});
