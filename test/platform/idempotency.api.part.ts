import { createHash, randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { startTestApp, type TestApp, type HttpResult } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';
import { IdempotencyStore } from '../../src/core/idempotency/idempotency-store';
import { requestFingerprint } from '../../src/core/idempotency/idempotency.middleware';
import { retentionJob } from '../../src/core/retention/retention.job';
import { countSql } from '../support/sql-counter';

const DEPARTMENTS = '/api/v1/console/hr/departments';
const onPostgres = Boolean(process.env.DATABASE_URL);
const CREATE_GQL = 'mutation Create($input: CreateDepartmentInput!) { createDepartment(input: $input) { id name } }';

describe('Idempotency-Key on writes (REST and GraphQL)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  /** The owner's token, signed at the test clock's current time (tests move the clock by hours). */
  let ownerToken: string;
  const refreshToken = async () => (ownerToken = await tenant.tokenFor(tenant.owner, tenant.branchId));

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
  });
  beforeEach(refreshToken);
  afterAll(() => app.close());

  const key = () => `key-${randomUUID()}`;
  const post = (name: string, idempotencyKey: string, token = ownerToken, body: Record<string, unknown> = { name }) =>
    app.request('POST', DEPARTMENTS, { token, body, headers: { 'Idempotency-Key': idempotencyKey } });
  const countNamed = async (name: string, organizationId = tenant.organizationId) =>
    Number(
      (
        await app.runtime.db.dataSource.query('SELECT count(*)::int AS n FROM hr_departments WHERE organization_id = $1 AND name = $2', [organizationId, name])
      )[0].n,
    );
  const countRecords = async (idempotencyKey: string) =>
    Number(
      (
        await app.runtime.db.dataSource.query('SELECT count(*)::int AS n FROM idempotency_records WHERE key = $1', [
          createHash('sha256').update(idempotencyKey).digest('hex'),
        ])
      )[0].n,
    );
  const userScope = (member = tenant.owner) => `user:${member.userId}:${tenant.organizationId}`;
  const fingerprint = (method: string, url: string, body: unknown) => requestFingerprint({ method, originalUrl: url, body } as Request);

  it('replays the stored response for the same key and request, with no second effect', async () => {
    const k = key();
    const first = await post('Bakery', k);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    const again = await post('Bakery', k);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(again.body).toEqual(first.body);
    expect(await countNamed('Bakery')).toBe(1);
  });

  it('marks the effect committed in the statement that writes the audit entry and the event, just before the COMMIT', async () => {
    const k = key();
    const sql = countSql();
    let statements: string[];
    try {
      expect((await post('Pastry', k)).status).toBe(200);
      statements = [...sql.statements];
    } finally {
      sql.stop();
    }
    const flush = statements.find((text) => text.includes('UPDATE idempotency_records SET effect_committed_at'));
    expect(statements[statements.indexOf(flush!) + 1]).toBe('COMMIT');
    expect(flush).toMatch(
      /^WITH w0 AS \(INSERT INTO "audit_entries" .*\), w1 AS \(INSERT INTO "outbox_events" .*\) UPDATE idempotency_records SET effect_committed_at = coalesce\(effect_committed_at, now\(\)\), effect_results = array_append/,
    );
    const [record] = await app.runtime.db.dataSource.query('SELECT state, effect_committed_at FROM idempotency_records WHERE key = $1', [
      createHash('sha256').update(k).digest('hex'),
    ]);
    expect(record).toEqual({ state: 'completed', effect_committed_at: expect.any(Date) });
  });

  it('treats the same JSON with its keys in another order as the same request', async () => {
    const k = key();
    const first = await post('Pastry', k, ownerToken, { name: 'Pastry', nameAr: 'معجنات' });
    const reordered = await app.request('POST', DEPARTMENTS, {
      token: ownerToken,
      rawBody: JSON.stringify({ nameAr: 'معجنات', name: 'Pastry' }),
      headers: { 'Idempotency-Key': k },
    });
    expect(reordered.headers.get('idempotent-replayed')).toBe('true');
    expect(reordered.body).toEqual(first.body);
  });

  it('answers 422 when the key is reused for a different request, and changes nothing', async () => {
    const k = key();
    await post('Grill', k);
    const other = await post('Salads', k);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ success: false, code: 422, errors: { 'Idempotency-Key': [expect.any(String)] } });
    expect(await countNamed('Salads')).toBe(0);
    const otherPath = await app.request('PUT', `${DEPARTMENTS}/${randomUUID()}`, {
      token: ownerToken,
      body: { name: 'Grill' },
      headers: { 'Idempotency-Key': k },
    });
    expect(otherPath.status).toBe(422);
  });

  it('answers 422 for a malformed key', async () => {
    const res = await post('Malformed', 'short');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'Idempotency-Key': [expect.any(String)] });
    expect(await countNamed('Malformed')).toBe(0);
  });

  it('answers 409 CONFLICT while the first request with the key is still in flight', async () => {
    const k = key();
    const body = { name: 'In flight' };
    const store = new IdempotencyStore(app.runtime.db.dataSource, app.runtime.secrets.jwtKey);
    // The first request has claimed the key and is still running (its claim is what a running request leaves).
    expect(await store.claim(userScope(), k, fingerprint('POST', DEPARTMENTS, body), app.clock.now())).toMatchObject({ kind: 'claimed' });
    const second = await post('In flight', k);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 409, errors: { code: ['Conflict'] } });
    expect(await countNamed('In flight')).toBe(0);

    // A claim abandoned by a crashed process is taken over once its lease ends.
    app.clock.advance(6 * 60_000);
    await refreshToken();
    const takeover = await post('In flight', k);
    expect(takeover.status).toBe(200);
    expect(takeover.headers.get('idempotent-replayed')).toBeNull();
    expect(await countNamed('In flight')).toBe(1);
  });

  (onPostgres ? it : it.skip)('answers 409 to a retry while the original request is really still running (PostgreSQL)', async () => {
    const k = key();
    // Hold an uncommitted department with the same name: the request's insert waits on the unique index.
    const blocker = app.runtime.db.dataSource.createQueryRunner();
    await blocker.connect();
    await blocker.startTransaction();
    await blocker.query(`INSERT INTO hr_departments (organization_id, name, name_key) VALUES ($1, 'Slow', 'slow')`, [tenant.organizationId]);
    const first = post('Slow', k);
    try {
      let claimed = false;
      for (let i = 0; i < 100 && !claimed; i++) {
        claimed = (await countRecords(k)) === 1;
        if (!claimed) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(claimed).toBe(true);
      const retry = await post('Slow', k);
      expect(retry.status).toBe(409);
    } finally {
      await blocker.rollbackTransaction();
      await blocker.release();
    }
    expect((await first).status).toBe(200);
    const replay = await post('Slow', k);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await countNamed('Slow')).toBe(1);
  });

  it('creates exactly one department for 20 concurrent identical requests with one key', async () => {
    const k = key();
    const results = await Promise.all(Array.from({ length: 20 }, () => post('Concurrent', k)));
    expect(await countNamed('Concurrent')).toBe(1);

    const originals = results.filter((r) => r.status === 200 && r.headers.get('idempotent-replayed') === null);
    const replays = results.filter((r) => r.status === 200 && r.headers.get('idempotent-replayed') === 'true');
    const inFlight = results.filter((r) => r.status === 409);
    expect(originals).toHaveLength(1);
    expect(originals.length + replays.length + inFlight.length).toBe(20);
    for (const replay of replays) expect(replay.body).toEqual(originals[0].body);
    for (const conflict of inFlight) expect(conflict.body).toMatchObject({ success: false, code: 409, errors: { code: ['Conflict'] } });

    const after = await post('Concurrent', k);
    expect(after.headers.get('idempotent-replayed')).toBe('true');
    expect(after.body).toEqual(originals[0].body);
  });

  it('scopes keys per credential: two callers with the same key both get their own effect', async () => {
    const k = key();
    const manager = await tenant.member('Manager');
    const other = await createTenant(app.runtime);
    const mine = await post('Shared key', k);
    const theirs = await post('Shared key', k, other.owner.token);
    const colleague = await post('Shared key 2', k, manager.token);
    for (const res of [mine, theirs, colleague]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('idempotent-replayed')).toBeNull();
    }
    expect(await countNamed('Shared key')).toBe(1);
    expect(await countNamed('Shared key', other.organizationId)).toBe(1);
    expect(await countNamed('Shared key 2')).toBe(1);
    expect(await countRecords(k)).toBe(3);
  });

  it('replays GraphQL mutations sent with the header', async () => {
    const k = key();
    const send = () => app.graphql(CREATE_GQL, { input: { name: 'GraphQL kitchen' } }, { token: ownerToken, headers: { 'Idempotency-Key': k } });
    const first = await send();
    expect(first.status).toBe(200);
    expect(first.body.data.createDepartment.name).toBe('GraphQL kitchen');
    const again = await send();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await countNamed('GraphQL kitchen')).toBe(1);
    const different = await app.graphql(CREATE_GQL, { input: { name: 'Other' } }, { token: ownerToken, headers: { 'Idempotency-Key': k } });
    expect(different.status).toBe(422);
    expect(different.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', status: 422 });
  });

  it('ignores the header on reads', async () => {
    const k = key();
    const first = await app.request('GET', DEPARTMENTS, { token: ownerToken, headers: { 'Idempotency-Key': k } });
    const second = await app.request('GET', DEPARTMENTS, { token: ownerToken, headers: { 'Idempotency-Key': k } });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(await countRecords(k)).toBe(0);
  });

  it('keeps a key 24 hours; the cleanup job then removes it and the key runs again', async () => {
    const k = key();
    await post('Expiring', k);
    app.clock.advance(23 * 3600_000);
    await refreshToken();
    await retentionJob.run(app.runtime, {}, { touch: async () => undefined, attempt: 1 });
    expect(await countRecords(k)).toBe(1);
    expect((await post('Expiring', k)).headers.get('idempotent-replayed')).toBe('true');

    app.clock.advance(3600_000 + 1000);
    await refreshToken();
    await retentionJob.run(app.runtime, {}, { touch: async () => undefined, attempt: 1 });
    expect(await countRecords(k)).toBe(0);
    const rerun = await post('Expiring', k);
    // Executed again (not replayed): the department exists, so this time it is a duplicate.
    expect(rerun.headers.get('idempotent-replayed')).toBeNull();
    expect(rerun.status).toBe(409);
    expect(await countNamed('Expiring')).toBe(1);
  });

  describe('an attempt whose effect committed but whose response was never stored (the process died between the two)', () => {
    /** Runs `work` with the stored answers lost: what a process killed after its commit leaves behind. */
    const withAnswerLost = async <T>(work: () => Promise<T>): Promise<T> => {
      const complete = jest.spyOn(IdempotencyStore.prototype, 'complete').mockRejectedValue(new Error('the process died'));
      try {
        return await work();
      } finally {
        complete.mockRestore();
      }
    };
    const record = async (idempotencyKey: string) =>
      (
        await app.runtime.db.dataSource.query(
          'SELECT state, effect_committed_at IS NOT NULL AS committed, cardinality(effect_results) AS results FROM idempotency_records WHERE key = $1',
          [createHash('sha256').update(idempotencyKey).digest('hex')],
        )
      )[0];
    /** The dead process's claim is abandoned once its lease ends. */
    const afterLease = async () => {
      app.clock.advance(6 * 60_000);
      await refreshToken();
    };

    it('over REST: the retry is answered 200 with the same body, rebuilt from the committed result, and nothing runs twice', async () => {
      const k = key();
      const first = await withAnswerLost(() => post('Rebuilt', k));
      expect(first.status).toBe(200);
      expect(await record(k)).toEqual({ state: 'in_flight', committed: true, results: 1 });
      await afterLease();
      const retry = await post('Rebuilt', k);
      expect({ status: retry.status, replayed: retry.headers.get('idempotent-replayed') }).toEqual({ status: 200, replayed: 'true' });
      expect(retry.body).toEqual(first.body);
      // Stored now: the next retry is an ordinary replay, and the results are no longer kept.
      expect(await record(k)).toEqual({ state: 'completed', committed: true, results: null });
      const again = await post('Rebuilt', k);
      expect(again.body).toEqual(first.body);
      expect(await countNamed('Rebuilt')).toBe(1);
    });

    it('over GraphQL: the retry is answered 200 with the same body', async () => {
      const k = key();
      const send = () => app.graphql(CREATE_GQL, { input: { name: 'Rebuilt over GraphQL' } }, { token: ownerToken, headers: { 'Idempotency-Key': k } });
      const first = await withAnswerLost(send);
      expect(first.body.data.createDepartment.name).toBe('Rebuilt over GraphQL');
      await afterLease();
      const retry = await send();
      expect({ status: retry.status, replayed: retry.headers.get('idempotent-replayed') }).toEqual({ status: 200, replayed: 'true' });
      expect(retry.body).toEqual(first.body);
      expect(await countNamed('Rebuilt over GraphQL')).toBe(1);
    });

    it('keeps a value shown once withheld in the rebuilt answer (a new API key secret is null)', async () => {
      const k = key();
      const body = { name: `Rebuilt key ${k}`, scopes: ['hr:read'] };
      const send = () => app.request('POST', '/api/v1/console/developers/api-keys', { token: ownerToken, body, headers: { 'Idempotency-Key': k } });
      const first = await withAnswerLost(send);
      expect(first.status).toBe(200);
      expect(typeof first.body.data.key).toBe('string');
      await afterLease();
      const retry = await send();
      expect({ status: retry.status, replayed: retry.headers.get('idempotent-replayed') }).toEqual({ status: 200, replayed: 'true' });
      expect(retry.body).toEqual({ ...first.body, data: { ...first.body.data, key: null } });
    });

    it('answers 409 "was applied" when the committed result could not be stored, and runs nothing again', async () => {
      const k = key();
      const first = await withAnswerLost(() => post('Unreplayable', k));
      expect(first.status).toBe(200);
      await app.runtime.db.dataSource.query('UPDATE idempotency_records SET effect_results = ARRAY[NULL]::bytea[] WHERE key = $1', [
        createHash('sha256').update(k).digest('hex'),
      ]);
      await afterLease();
      const retry = await post('Unreplayable', k);
      expect(retry.status).toBe(409);
      expect(retry.body.message).toMatch(/was applied/);
      expect(await record(k)).toMatchObject({ state: 'in_flight', committed: true });
      expect(await countNamed('Unreplayable')).toBe(1);
    });
  });

  describe('a failed attempt (5xx) does not poison the key', () => {
    const withTableGone = async <T>(work: () => Promise<T>): Promise<T> => {
      await app.runtime.db.dataSource.query('ALTER TABLE hr_departments RENAME TO hr_departments_away');
      try {
        return await work();
      } finally {
        await app.runtime.db.dataSource.query('ALTER TABLE hr_departments_away RENAME TO hr_departments');
      }
    };

    it('over REST', async () => {
      const k = key();
      const failed: HttpResult = await withTableGone(() => post('After outage', k));
      expect(failed.status).toBe(500);
      expect(await countRecords(k)).toBe(0);
      const retry = await post('After outage', k);
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBeNull();
      expect(await countNamed('After outage')).toBe(1);
    });

    it('over GraphQL', async () => {
      const k = key();
      const send = () => app.graphql(CREATE_GQL, { input: { name: 'After GraphQL outage' } }, { token: ownerToken, headers: { 'Idempotency-Key': k } });
      const failed = await withTableGone(send);
      expect(failed.body.errors[0].extensions).toMatchObject({ code: 'INTERNAL', status: 500 });
      expect(await countRecords(k)).toBe(0);
      const retry = await send();
      expect(retry.body.data.createDepartment.name).toBe('After GraphQL outage');
      expect(retry.headers.get('idempotent-replayed')).toBeNull();
      expect(await countNamed('After GraphQL outage')).toBe(1);
    });
  });
});
