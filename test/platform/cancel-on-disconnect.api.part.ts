import { Client } from 'pg';
import { ClientLeftError, type ClientGoneHook } from '../../src/core/db/cancel-when-gone';
import { driverPool } from '../../src/core/db/driver-pool';
import { runSql } from '../../src/core/db/run-sql';
import { normalizeError } from '../../src/core/errors/normalize-error';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';

/*
 * A list abandoned by its client stops using the database (docs/performance.md, "Lists at scale"):
 * the list's statement is made to wait on a table lock held by another session, the HTTP client
 * disconnects, and the waiting statement must be gone from pg_stat_activity while the lock is still
 * held (without the cancel it would wait until statement_timeout). PostgreSQL only: the embedded
 * engine is one in-process session with nothing to cancel.
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const C = '/api/v1/console';

onPostgres('a request whose client disconnects cancels its statement (PostgreSQL)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let locker: Client;
  let watcher: Client;

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    locker = new Client({ connectionString: app.database.databaseUrl });
    watcher = new Client({ connectionString: app.database.databaseUrl });
    await Promise.all([locker.connect(), watcher.connect()]);
  });

  afterAll(async () => {
    await Promise.all([locker?.end(), watcher?.end()]);
    await app?.close();
  });

  /**
   * Statements of this database waiting for the lock the locker holds on `table` (pg_locks: the
   * statement's text may be cut before the table's name by track_activity_query_size).
   */
  async function waitingOn(table: string): Promise<number> {
    const { rows } = await watcher.query<{ n: number }>(
      `SELECT count(DISTINCT l.pid)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
        WHERE d.datname = current_database() AND l.relation = $1::regclass AND NOT l.granted`,
      [table],
    );
    return rows[0].n;
  }

  async function until(check: () => Promise<boolean>, what: string): Promise<void> {
    for (let attempt = 0; attempt < 200; attempt++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  async function abandon(table: string, send: (signal: AbortSignal) => Promise<unknown>): Promise<void> {
    await locker.query('BEGIN');
    await locker.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    try {
      const controller = new AbortController();
      const request = send(controller.signal).catch((error: unknown) => error);
      await until(async () => (await waitingOn(table)) === 1, `the list's statement to wait on ${table}`);
      controller.abort();
      expect(await request).toMatchObject({ name: 'AbortError' });
      await until(async () => (await waitingOn(table)) === 0, `the abandoned statement on ${table} to be cancelled`);
    } finally {
      await locker.query('ROLLBACK');
    }
  }

  const get = (path: string) => (signal: AbortSignal) => fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${tenant.owner.token}` }, signal });

  it('cancels the page statement of a REST list when the client goes', async () => {
    await abandon('sales_orders', get(`${C}/sales/orders?PerPage=20`));
  });

  it('cancels the statement of a list read through a query builder when the client goes', async () => {
    await abandon('purchasing_suppliers', get(`${C}/purchasing/suppliers`));
  });

  it('cancels the statement of a fixed-SQL list when the client goes', async () => {
    await abandon('hr_employees', get(`${C}/hr/employees`));
  });

  it('cancels the statement of a GraphQL list when the client goes', async () => {
    await abandon('sales_orders', (signal) =>
      fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tenant.owner.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ salesOrders { total items { id } } }' }),
        signal,
      }),
    );
  });

  it('answers the same lists afterwards: the cancelled connections were dropped, not handed to the next request', async () => {
    for (let n = 0; n < 5; n++) {
      expect((await app.request('GET', `${C}/sales/orders?PerPage=20`, { token: tenant.owner.token })).status).toBe(200);
      expect((await app.request('GET', `${C}/hr/employees`, { token: tenant.owner.token })).status).toBe(200);
    }
  });

  /** A caller that is gone from the start, or that goes while its read waits for a pooled connection. */
  const goneFrom = (check: number): ClientGoneHook => {
    let asked = 0;
    return { left: () => ++asked >= check, onLeave: () => () => undefined };
  };

  it.each([
    ['before its read asks for a connection', 1],
    ['while its read waits for a connection', 2],
  ])('sends no statement and closes no connection for a caller gone %s', async (_when, check) => {
    const dataSource = app.runtime.db.dataSource;
    const pool = driverPool(dataSource);
    await runSql(dataSource.manager, 'SELECT 1', []);
    const sessions = async () =>
      (await watcher.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`))
        .rows[0].n;
    const [connections, before] = [pool.totalCount, await sessions()];
    await expect(runSql(dataSource.manager, 'SELECT pg_sleep(5)', [], { whenClientGone: goneFrom(check) })).rejects.toBeInstanceOf(ClientLeftError);
    expect(pool.totalCount).toBe(connections);
    expect(await sessions()).toBe(before);
  });

  it('answers an abandoned read as a cancelled one: a 503 envelope, never a 500', async () => {
    expect(normalizeError(new ClientLeftError())).toMatchObject({ status: 503, name: 'SERVICE_UNAVAILABLE' });
  });

  it('lets a list whose client stays wait for the lock and answer once it is released', async () => {
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE sales_orders IN ACCESS EXCLUSIVE MODE');
    const answer = app.request('GET', `${C}/sales/orders?PerPage=20`, { token: tenant.owner.token });
    await until(async () => (await waitingOn('sales_orders')) === 1, 'the list to wait on the lock');
    await locker.query('ROLLBACK');
    expect((await answer).status).toBe(200);
  });
});
