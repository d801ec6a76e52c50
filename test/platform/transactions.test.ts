import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { currentUnitOfWork, deferredWrites, inTransaction } from '../../src/core/db/unit-of-work';
import { runSql } from '../../src/core/db/run-sql';
import { isUniqueViolation } from '../../src/core/db/pg-errors';
import { AuditEntry } from '../../src/core/audit/audit-entry.entity';
import { countSql } from '../support/sql-counter';

/*
 * Transaction semantics of the database path the service uses, on PGlite (default) and on
 * PostgreSQL (DATABASE_URL). PGlite is a single session: the service reaches it through one
 * client, so transactions serialise instead of overlapping. The assertions below hold on both;
 * where the engines legitimately differ (overlap vs. serialisation) the test says which it saw.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('transactions on the service database path', () => {
  let database: TestDatabase;
  let ds: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    ds = database.db.dataSource;
    await ds.query('CREATE TABLE tx_probe (id serial PRIMARY KEY, label text NOT NULL, claimed_by text)');
  });
  afterAll(() => database.drop());
  beforeEach(() => ds.query('TRUNCATE tx_probe RESTART IDENTITY'));

  const count = async (label: string, runner: { query: DataSource['query'] } = ds) =>
    Number((await runner.query('SELECT count(*)::int AS n FROM tx_probe WHERE label = $1', [label]))[0].n);
  const noop = () => undefined;

  it('leaves no trace of a rolled-back write', async () => {
    await expect(
      ds.transaction(async (manager) => {
        await manager.query('INSERT INTO tx_probe (label) VALUES ($1)', ['rolled-back']);
        expect(await count('rolled-back', manager)).toBe(1);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await count('rolled-back')).toBe(0);
  });

  it('never shows one transaction the uncommitted rows of another', async () => {
    let committed = false;
    let insertedInA!: () => void;
    const aHasInserted = new Promise<void>((resolve) => (insertedInA = resolve));

    const a = ds
      .transaction(async (manager) => {
        await manager.query('INSERT INTO tx_probe (label) VALUES ($1)', ['uncommitted']);
        insertedInA();
        // Keep the transaction open long enough for B to look (PostgreSQL runs B meanwhile).
        await sleep(300);
      })
      .then(() => {
        committed = true;
      });

    await aHasInserted;
    const b = ds.transaction(async (manager) => {
      const seen = await count('uncommitted', manager);
      return { seen, aCommittedBeforeBLooked: committed };
    });
    const [, observation] = await Promise.all([a, b]);

    if (observation.aCommittedBeforeBLooked) {
      // Serialised engine: B only started after A committed, so it sees the committed row.
      expect(observation.seen).toBe(1);
    } else {
      expect(observation.seen).toBe(0);
    }
    // PostgreSQL overlaps the two transactions; PGlite (one session) serialises them.
    expect(observation.aCommittedBeforeBLooked).toBe(!onPostgres);
    expect(await count('uncommitted')).toBe(1);
  });

  it('hands two workers different rows with FOR UPDATE SKIP LOCKED', async () => {
    const rows = 12;
    await ds.query(`INSERT INTO tx_probe (label) SELECT 'job-' || g FROM generate_series(1, ${rows}) AS g`);
    const claims: Array<{ worker: string; id: number }> = [];

    const claimOne = (worker: string) =>
      ds.transaction(async (manager) => {
        const found: Array<{ id: number }> = await manager.query('SELECT id FROM tx_probe WHERE claimed_by IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED');
        if (found.length === 0) return false;
        // Hold the row lock for a moment so the other worker's claim overlaps (on PostgreSQL).
        await sleep(15);
        await manager.query('UPDATE tx_probe SET claimed_by = $1 WHERE id = $2', [worker, found[0].id]);
        claims.push({ worker, id: found[0].id });
        return true;
      });
    const worker = async (name: string) => {
      while (await claimOne(name)) {
        /* keep claiming until the queue is empty */
      }
    };

    await Promise.all([worker('w1'), worker('w2')]);

    const ids = claims.map((claim) => claim.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort((x, y) => x - y)).toEqual(Array.from({ length: rows }, (_, i) => i + 1));
    const stored: Array<{ claimed_by: string | null }> = await ds.query('SELECT claimed_by FROM tx_probe');
    expect(stored.every((row) => row.claimed_by === 'w1' || row.claimed_by === 'w2')).toBe(true);
    // Both workers got work: the second never waited for, nor took, the first one's locked row.
    expect(new Set(claims.map((claim) => claim.worker)).size).toBe(2);
  });

  it('lets a second worker skip a row another transaction holds (PostgreSQL) or wait for it (PGlite)', async () => {
    await ds.query(`INSERT INTO tx_probe (label) VALUES ('a'), ('b')`);
    let firstClaimed!: () => void;
    const firstHasRow = new Promise<void>((resolve) => (firstClaimed = resolve));
    const pick = 'SELECT id FROM tx_probe WHERE claimed_by IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED';

    const first = ds.transaction(async (manager) => {
      const [row] = await manager.query(pick);
      firstClaimed();
      await sleep(200);
      await manager.query(`UPDATE tx_probe SET claimed_by = 'first' WHERE id = $1`, [row.id]);
      return row.id as number;
    });
    await firstHasRow;
    const second = ds.transaction(async (manager) => {
      const [row] = await manager.query(pick);
      await manager.query(`UPDATE tx_probe SET claimed_by = 'second' WHERE id = $1`, [row.id]);
      return row.id as number;
    });
    const [firstId, secondId] = await Promise.all([first, second]);
    expect(firstId).toBe(1);
    expect(secondId).toBe(2);
  });

  describe('inTransaction (the unit of work services use)', () => {
    it('joins a nested call to the outer transaction: one manager, one commit', async () => {
      const managers: unknown[] = [];
      await inTransaction(
        ds,
        async (outer) => {
          managers.push(outer.manager);
          await outer.manager.query(`INSERT INTO tx_probe (label) VALUES ('outer')`);
          await inTransaction(
            ds,
            async (inner) => {
              managers.push(inner.manager);
              await inner.manager.query(`INSERT INTO tx_probe (label) VALUES ('inner')`);
              // The inner call sees the outer's uncommitted row: same transaction.
              expect(await count('outer', inner.manager)).toBe(1);
            },
            noop,
          );
        },
        noop,
      );
      expect(managers[0]).toBe(managers[1]);
      expect(await count('outer')).toBe(1);
      expect(await count('inner')).toBe(1);
    });

    it('rolls back the outer work too when a nested call fails', async () => {
      await expect(
        inTransaction(
          ds,
          async (outer) => {
            await outer.manager.query(`INSERT INTO tx_probe (label) VALUES ('outer-failed')`);
            await inTransaction(
              ds,
              async (inner) => {
                await inner.manager.query(`INSERT INTO tx_probe (label) VALUES ('inner-failed')`);
                throw new Error('inner fails');
              },
              noop,
            );
          },
          noop,
        ),
      ).rejects.toThrow('inner fails');
      expect(await count('outer-failed')).toBe(0);
      expect(await count('inner-failed')).toBe(0);
    });

    it('runs afterCommit tasks (also those of nested calls) only once the outer transaction has committed', async () => {
      const events: string[] = [];
      await inTransaction(
        ds,
        async (outer) => {
          await outer.manager.query(`INSERT INTO tx_probe (label) VALUES ('committed-then-hook')`);
          outer.afterCommit(async () => {
            // A query outside the transaction: must see the committed row (and must not deadlock on PGlite).
            events.push(`outer hook sees ${await count('committed-then-hook')}`);
          });
          await inTransaction(
            ds,
            async (inner) => {
              inner.afterCommit(() => void events.push('inner hook'));
            },
            noop,
          );
          events.push('work done');
        },
        noop,
      );
      expect(events).toEqual(['work done', 'outer hook sees 1', 'inner hook']);
    });

    it('never runs afterCommit tasks of a rolled-back transaction', async () => {
      const ran: string[] = [];
      await expect(
        inTransaction(
          ds,
          async (uow) => {
            uow.afterCommit(() => void ran.push('hook'));
            await uow.manager.query(`INSERT INTO tx_probe (label) VALUES ('doomed')`);
            throw new Error('rollback');
          },
          noop,
        ),
      ).rejects.toThrow('rollback');
      expect(ran).toEqual([]);
      expect(await count('doomed')).toBe(0);
    });

    it('reports a failing afterCommit task without undoing the commit or skipping the other tasks', async () => {
      const reported: unknown[] = [];
      const ran: string[] = [];
      const result = await inTransaction(
        ds,
        async (uow) => {
          await uow.manager.query(`INSERT INTO tx_probe (label) VALUES ('kept')`);
          uow.afterCommit(() => {
            throw new Error('mail server down');
          });
          uow.afterCommit(() => void ran.push('second hook'));
          return 'result';
        },
        (error) => reported.push(error),
      );
      expect(result).toBe('result');
      expect(reported).toEqual([expect.objectContaining({ message: 'mail server down' })]);
      expect(ran).toEqual(['second hook']);
      expect(await count('kept')).toBe(1);
    });

    it('finds its unit of work again, nested calls joining it, in a transaction opened after every earlier one settled', async () => {
      // When no transaction is open the storage is switched off (unit-of-work.ts); the next one switches it on.
      await inTransaction(ds, async () => undefined, noop);
      expect(currentUnitOfWork()).toBeUndefined();
      await expect(
        inTransaction(
          ds,
          async (outer) => {
            await outer.manager.query('INSERT INTO tx_probe (label) VALUES ($1)', ['after-idle']);
            await inTransaction(
              ds,
              async (inner) => {
                expect(inner).toBe(outer);
                expect(currentUnitOfWork()).toBe(outer);
              },
              noop,
            );
            throw new Error('abort');
          },
          noop,
        ),
      ).rejects.toThrow('abort');
      expect(await count('after-idle')).toBe(0);
      expect(currentUnitOfWork()).toBeUndefined();
    });

    it("keeps an open transaction's unit of work when another transaction of the process settles first", async () => {
      // A second database, so the two overlap on PGlite too (one session each).
      const other = await createTestDatabase();
      try {
        let firstIsOpen!: () => void;
        const firstOpened = new Promise<void>((resolve) => (firstIsOpen = resolve));
        let secondHasSettled!: () => void;
        const secondSettled = new Promise<void>((resolve) => (secondHasSettled = resolve));
        const first = inTransaction(
          ds,
          async (uow) => {
            firstIsOpen();
            await secondSettled;
            const stillFound = currentUnitOfWork() === uow;
            // Only then: a nested call that did not find it would wait for this transaction's connection on PGlite.
            if (stillFound) await inTransaction(ds, async (joined) => expect(joined).toBe(uow), noop);
            return stillFound;
          },
          noop,
        );
        await firstOpened;
        await inTransaction(other.db.dataSource, async (uow) => expect(currentUnitOfWork()).toBe(uow), noop);
        secondHasSettled();
        expect(await first).toBe(true);
      } finally {
        await other.drop();
      }
    });
  });

  describe('deferred writes (audit entries, outbox events, the idempotency mark)', () => {
    const organizationId = '00000000-0000-4000-8000-00000000d001';
    const entry = (action: string, changes: Record<string, unknown> | null = null): Partial<AuditEntry> => ({
      organizationId,
      entityType: 'probe',
      entityId: '00000000-0000-4000-8000-00000000e001',
      action,
      actorKind: 'system',
      changes,
      transport: 'job',
    });
    const audited = async (action: string, runner: { query: DataSource['query'] } = ds) =>
      (await runner.query('SELECT changes FROM audit_entries WHERE organization_id = $1 AND action = $2', [organizationId, action])) as Array<{
        changes: unknown;
      }>;

    it('holds them until the work is done, then writes them all in one statement just before the COMMIT', async () => {
      const sql = countSql();
      try {
        await inTransaction(
          ds,
          async (uow) => {
            deferredWrites(uow).insert(AuditEntry, entry('deferred-1'));
            deferredWrites(uow).insert(AuditEntry, entry('deferred-2'));
            deferredWrites(uow).statement((param) => `INSERT INTO tx_probe (label) VALUES (${param('deferred-statement')})`);
            expect(await count('deferred-statement', uow.manager)).toBe(0);
            expect(await audited('deferred-1', uow.manager)).toEqual([]);
          },
          noop,
        );
        const flush = sql.statements.filter((text) => /INSERT INTO "audit_entries"/.test(text));
        expect(flush).toEqual([expect.stringMatching(/^WITH w0 AS \(INSERT INTO "audit_entries" .* VALUES \(\$1, .*\), \(.*\)\) INSERT INTO tx_probe/)]);
        expect(sql.statements.slice(sql.statements.indexOf(flush[0]) + 1)).toEqual(['COMMIT']);
      } finally {
        sql.stop();
      }
      expect(await audited('deferred-1')).toHaveLength(1);
      expect(await audited('deferred-2')).toHaveLength(1);
      expect(await count('deferred-statement')).toBe(1);
    });

    it('writes nothing of a rolled-back transaction', async () => {
      await expect(
        inTransaction(
          ds,
          async (uow) => {
            deferredWrites(uow).insert(AuditEntry, entry('never-written'));
            throw new Error('rollback');
          },
          noop,
        ),
      ).rejects.toThrow('rollback');
      expect(await audited('never-written')).toEqual([]);
    });

    it('keeps a row as it was when deferred, not as the caller changed its objects afterwards', async () => {
      const changes = { status: 'Placed', lines: [{ quantity: 1 }] };
      await inTransaction(
        ds,
        async (uow) => {
          deferredWrites(uow).insert(AuditEntry, entry('snapshot', changes));
          changes.status = 'Cancelled';
          changes.lines[0].quantity = 9;
        },
        noop,
      );
      expect(await audited('snapshot')).toEqual([{ changes: { status: 'Placed', lines: [{ quantity: 1 }] } }]);
    });

    it("fails the commit when a deferred write fails, and takes the transaction's other writes with it", async () => {
      const failure = await inTransaction(
        ds,
        async (uow) => {
          await uow.manager.query(`INSERT INTO tx_probe (label) VALUES ('before-bad-flush')`);
          deferredWrites(uow).insert(AuditEntry, { ...entry('bad'), entityType: null as unknown as string });
        },
        noop,
      ).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(QueryFailedError);
      expect(await count('before-bad-flush')).toBe(0);
      expect(await audited('bad')).toEqual([]);
    });

    it('commits a transaction without deferred writes with a COMMIT of its own', async () => {
      const sql = countSql();
      try {
        await inTransaction(ds, async (uow) => void (await uow.manager.query(`INSERT INTO tx_probe (label) VALUES ('plain')`)), noop);
        expect(sql.statements[sql.statements.length - 1]).toBe('COMMIT');
      } finally {
        sql.stop();
      }
      expect(await count('plain')).toBe(1);
    });

    it('writes the closing statement as the last part of the deferred statement and hands it its rows before the COMMIT', async () => {
      const sql = countSql();
      const read: string[] = [];
      try {
        await inTransaction(
          ds,
          async (uow) => {
            deferredWrites(uow).closing<{ label: string }>({
              build: (param) => ({
                parts: [`closing_in AS (SELECT ${param('closing-last')}::text AS label)`],
                body: 'INSERT INTO tx_probe (label) SELECT label FROM closing_in RETURNING label',
              }),
              read: (rows) => read.push(...rows.map((row) => row.label)),
            });
            deferredWrites(uow).statement((param) => `INSERT INTO tx_probe (label) VALUES (${param('deferred-first')})`);
          },
          noop,
        );
        expect(sql.statements.slice(-2)).toEqual([
          'WITH w0 AS (INSERT INTO tx_probe (label) VALUES ($1)), closing_in AS (SELECT $2::text AS label) INSERT INTO tx_probe (label) SELECT label FROM closing_in RETURNING label',
          'COMMIT',
        ]);
      } finally {
        sql.stop();
      }
      expect(read).toEqual(['closing-last']);
      expect(await count('deferred-first')).toBe(1);
      expect(await count('closing-last')).toBe(1);
    });

    it('writes nothing of the deferred statement when the closing statement refuses its rows', async () => {
      const failure = await inTransaction(
        ds,
        async (uow) => {
          deferredWrites(uow).statement((param) => `INSERT INTO tx_probe (label) VALUES (${param('beside-failed-closing')})`);
          deferredWrites(uow).closing({
            build: () => ({ parts: [], body: 'SELECT 1 AS one' }),
            read: () => {
              throw new Error('refused');
            },
          });
        },
        noop,
      ).catch((error: unknown) => error);
      expect(failure).toEqual(new Error('refused'));
      expect(await count('beside-failed-closing')).toBe(0);
    });

    it('leaves the connection ready for the next transaction after a deferred statement', async () => {
      for (let i = 0; i < 5; i++)
        await inTransaction(
          ds,
          async (uow) => {
            await uow.manager.query('INSERT INTO tx_probe (label) VALUES ($1)', [`round-${i}`]);
            deferredWrites(uow).statement((param) => `INSERT INTO tx_probe (label) VALUES (${param(`deferred-${i}`)})`);
          },
          noop,
        );
      const labels = (await ds.query(`SELECT label FROM tx_probe ORDER BY id`)) as Array<{ label: string }>;
      expect(labels.map((row) => row.label)).toEqual([0, 1, 2, 3, 4].flatMap((i) => [`round-${i}`, `deferred-${i}`]));
      expect((await ds.query(`SELECT 1 AS ok`))[0].ok).toBe(1);
    });

    it("writes thousands of rows over several statements within PostgreSQL's parameter bound", async () => {
      await inTransaction(
        ds,
        async (uow) => {
          for (let i = 0; i < 3_000; i++) deferredWrites(uow).insert(AuditEntry, entry('bulk', { i }));
        },
        noop,
      );
      const rows = await audited('bulk');
      expect(rows).toHaveLength(3_000);
      expect(new Set(rows.map((row) => (row.changes as { i: number }).i)).size).toBe(3_000);
    });
  });

  describe("runSql (statements that skip TypeORM's query wrapper)", () => {
    it("runs on the transaction's connection inside one, so a rollback takes its write too", async () => {
      await expect(
        inTransaction(
          ds,
          async (uow) => {
            await runSql(uow.manager, 'INSERT INTO tx_probe (label) VALUES ($1)', ['raw-in-tx']);
            expect(await runSql<{ n: number }>(uow.manager, 'SELECT count(*)::int AS n FROM tx_probe WHERE label = $1', ['raw-in-tx'])).toEqual([{ n: 1 }]);
            throw new Error('abort');
          },
          noop,
        ),
      ).rejects.toThrow('abort');
      expect(await count('raw-in-tx')).toBe(0);
    });

    it('refuses a manager whose transaction has ended, as TypeORM does', async () => {
      const ended = await inTransaction(ds, async (uow) => uow.manager, noop);
      await expect(runSql(ended, 'SELECT 1', [])).rejects.toThrow(QueryRunnerAlreadyReleasedError);
    });

    it('runs on the pool outside a transaction and answers the rows', async () => {
      const rows = await runSql<{ id: number; label: string }>(ds.manager, 'INSERT INTO tx_probe (label) VALUES ($1) RETURNING id, label', ['raw-pool']);
      expect(rows).toEqual([{ id: expect.any(Number), label: 'raw-pool' }]);
      expect(await count('raw-pool')).toBe(1);
    });

    it('throws a failing statement as QueryFailedError carrying the driver error, as manager.query does', async () => {
      await ds.query("CREATE UNIQUE INDEX IF NOT EXISTS tx_probe_label_unique ON tx_probe (label) WHERE label = 'only-once'");
      await runSql(ds.manager, 'INSERT INTO tx_probe (label) VALUES ($1)', ['only-once']);
      const failure = await runSql(ds.manager, 'INSERT INTO tx_probe (label) VALUES ($1)', ['only-once']).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(QueryFailedError);
      expect(isUniqueViolation(failure, 'tx_probe_label_unique')).toBe(true);
    });
  });
});
