import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { CommitPipelineError, runSql, runSqlThenCommit } from './run-sql';
import { LAST_STATEMENT_SAVEPOINT, type LeadingStatement } from './commit-with-statement';
import { columnsOf, metadataCache, quotedTable, toParameter } from './entity-metadata-cache';

/*
 * Writes a transaction makes but never reads back inside it (its audit entries, its outbox
 * events, the idempotency claim's "effect committed" mark) are held by the unit of work and
 * written together just before the commit, as one statement of data-modifying WITH clauses:
 *
 *   WITH w0 AS (INSERT INTO audit_entries … VALUES (…), (…)),
 *        w1 AS (INSERT INTO outbox_events … VALUES (…))
 *   UPDATE idempotency_records SET effect_committed_at = now() WHERE …
 *
 * Each statement is a round trip, and on a machine where the service and PostgreSQL share the
 * CPUs a round trip costs both sides far more than the row it carries (a guest order wrote three
 * of them one by one: its audit entry, its event and the mark). Atomicity is unchanged (the same
 * transaction), and so is what other transactions see: nothing before the commit.
 *
 * What may be deferred: rows nothing in the transaction reads again, and statements that touch
 * rows no other deferred part touches (PostgreSQL runs the WITH parts on one snapshot, in the order
 * the top level reads them and then the unread ones). A failing part fails the commit as the
 * immediate write would have failed the call. A write whose answer is needed (the live events'
 * numbers) is a ReadingStatement: its rows are read after the COMMIT. The last statement is sent
 * with the COMMIT behind it (flushAndCommit), so nothing can be decided between the two: a write
 * that may refuse (a stock posting on a locked day) raises its refusal as an error of the statement
 * itself, which skips the COMMIT (ReadingStatement.recover).
 */

/**
 * A data-modifying statement written with the transaction's other deferred writes. `param`
 * places a value among the statement's parameters and answers its placeholder (`$n`): values only
 * ever travel as parameters. It should carry a handful of values (see STATEMENT_PARAMETERS).
 */
export type DeferredStatement = (param: (value: unknown) => string) => string;

/**
 * A deferred write whose rows are read back: its own WITH parts (`name AS (…)`, named apart from
 * the flush's `wN`, `rN` and the other reading statements' parts) and its final statement. With
 * one reading statement in the flush, that final statement is the top level of the last flush
 * statement (a data-modifying WITH is refused inside another one's part); with several, each
 * final statement is a part `rN AS (…)` and the top level reads them in turn (`SELECT N, to_jsonb(…)
 * FROM rN UNION ALL …`), so their rows reach `read` as JSON objects (timestamps as ISO strings,
 * numbers as numbers). `read` gets them after the COMMIT (a promise it answers is awaited): it
 * may neither write nor refuse. A statement that may refuse raises an error in SQL instead, and
 * gives `recover`.
 */
export interface ReadingStatement {
  build(param: (value: unknown) => string): { parts: string[]; last: string };
  read(rows: Array<Record<string, unknown>>): void | Promise<void>;
  /**
   * The statement failed (the COMMIT behind it was not run, and the flush's own writes were rolled
   * back to the savepoint written before it): throw the error the failure stands for (a refusal,
   * 409/422), or answer true once what made it fail is repaired (the statement is then sent once
   * more, with the COMMIT), or false if the failure is not this statement's. With a `recover` in
   * the flush, the last statement is written after a savepoint.
   */
  recover?(failure: unknown): Promise<boolean>;
  /**
   * Row locks to take before the flush statement, by a statement written ahead of it in the same
   * write (so no round trip more). The flush statement's snapshot is then taken after any wait for
   * those rows: had it waited itself, PostgreSQL would recheck each row another transaction changed
   * meanwhile (EvalPlanQual), which initialises the plan of every part of the statement again.
   */
  takeLocksFirst?: LeadingStatement;
  /**
   * Read (so executed) before the other reading statements of the flush: for a statement that may
   * wait for row locks, so that the rows the others lock (a branch's live counter) are not held
   * across that wait. PostgreSQL runs a statement's parts as the top level pulls them and the
   * parts nobody reads after it, so the order of reading is the order of locking.
   */
  first?: boolean;
  /** Its parts need `WITH RECURSIVE`. */
  recursive?: boolean;
  /** The flush statement that carries it is sent named whatever its length (a long statement on a hot path; run-sql.ts). */
  prepared?: boolean;
}

/** Parameters one flush statement carries at most (PostgreSQL's bound is 65,535 per statement). */
export const MAX_FLUSH_PARAMETERS = 30_000;
/** What a DeferredStatement is counted as when the flush decides whether it still fits. */
const STATEMENT_PARAMETERS = 100;

/** Rows of one table with the same columns, in the order they were added. */
export interface RowGroup {
  table: string;
  columns: string[];
  rows: unknown[][];
}

export interface FlushStatement {
  text: string;
  params: unknown[];
  /** The statement that carries the reading statements (its rows are theirs: see ReadingStatement). */
  reads?: true;
  /** Sent named whatever its length (a reading statement asked for it). */
  prepared?: true;
}

/**
 * The statements that write the groups' rows and the deferred statements: as few as the
 * parameter bound allows (one, unless a transaction defers thousands of rows). Pure, for tests.
 */
export function flushStatements(
  groups: readonly RowGroup[],
  statements: readonly DeferredStatement[],
  maxParameters = MAX_FLUSH_PARAMETERS,
  readings: ReadonlyArray<Pick<ReadingStatement, 'build' | 'recursive' | 'prepared'>> = [],
): FlushStatement[] {
  const built: Array<{ parts: string[]; params: unknown[] }> = [];
  let current: { parts: string[]; params: unknown[] } = { parts: [], params: [] };
  const add = (parameters: number, build: DeferredStatement) => {
    if (current.parts.length > 0 && current.params.length + parameters > maxParameters) {
      built.push(current);
      current = { parts: [], params: [] };
    }
    const params = current.params;
    current.parts.push(
      build((value) => {
        params.push(value);
        return `$${params.length}`;
      }),
    );
  };
  for (const group of groups) {
    const rowsPerPart = Math.max(1, Math.floor(maxParameters / Math.max(1, group.columns.length)));
    for (let start = 0; start < group.rows.length; start += rowsPerPart) {
      const rows = group.rows.slice(start, start + rowsPerPart);
      add(
        rows.length * group.columns.length,
        (param) => `INSERT INTO ${group.table} (${group.columns.join(', ')}) VALUES ${rows.map((row) => `(${row.map(param).join(', ')})`).join(', ')}`,
      );
    }
  }
  for (const statement of statements) add(STATEMENT_PARAMETERS, statement);
  let last: FlushStatement | null = null;
  if (readings.length > 0) {
    if (current.parts.length > 0 && current.params.length + STATEMENT_PARAMETERS * readings.length > maxParameters) {
      built.push(current);
      current = { parts: [], params: [] };
    }
    const params = current.params;
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const withParts = current.parts.map((part, i) => `w${i} AS (${part})`);
    let final: string;
    if (readings.length === 1) {
      const { parts, last: top } = readings[0].build(param);
      withParts.push(...parts);
      final = top;
    } else {
      // Several: each one's final statement is a part, read in turn by the top level (Append runs its children in order).
      const reads: string[] = [];
      readings.forEach((reading, k) => {
        const { parts, last: top } = reading.build(param);
        withParts.push(...parts, `r${k} AS (${top})`);
        reads.push(`SELECT ${k} AS reading, to_jsonb(x) AS data FROM r${k} x`);
      });
      final = reads.join(' UNION ALL ');
    }
    const recursive = readings.some((reading) => reading.recursive) ? 'RECURSIVE ' : '';
    last = { text: `${withParts.length ? `WITH ${recursive}${withParts.join(', ')} ` : ''}${final}`, params, reads: true };
    if (readings.some((reading) => reading.prepared)) last.prepared = true;
  } else if (current.parts.length > 0) built.push(current);
  const statementsOut: FlushStatement[] = built.map(({ parts, params }) => ({
    text:
      parts.length === 1
        ? parts[0]
        : `WITH ${parts
            .slice(0, -1)
            .map((part, i) => `w${i} AS (${part})`)
            .join(', ')} ${parts[parts.length - 1]}`,
    params,
  }));
  if (last) statementsOut.push(last);
  return statementsOut;
}

interface InsertPlan {
  table: string;
  columns: ColumnMetadata[];
  quotedColumns: string[];
}

const plans = metadataCache<InsertPlan>();

/** The deferred writes of one unit of work, on its transaction's manager. */
export class DeferredWrites {
  private groups: Array<RowGroup & { target: EntityTarget<ObjectLiteral>; key: string }> = [];
  private statements: DeferredStatement[] = [];
  private readings: ReadingStatement[] = [];

  constructor(private readonly manager: EntityManager) {}

  /**
   * A row to insert before the commit; `undefined` properties are left to the column default.
   * Its values are taken now (JSON columns serialised), as an immediate INSERT would have
   * taken them: objects the caller changes afterwards do not change the row.
   */
  insert<T extends ObjectLiteral>(target: EntityTarget<T>, values: Partial<T>): void {
    const row = values as Record<string, unknown>;
    const properties = Object.keys(row).filter((property) => row[property] !== undefined);
    const key = properties.join(',');
    const plan = plans(this.manager.connection, target as EntityTarget<ObjectLiteral>, key, (metadata) => {
      const columns = columnsOf(metadata, properties);
      return { table: quotedTable(metadata), columns, quotedColumns: columns.map((column) => `"${column.databaseName}"`) };
    });
    let group = this.groups.find((candidate) => candidate.target === target && candidate.key === key);
    if (!group) this.groups.push((group = { target: target as EntityTarget<ObjectLiteral>, key, table: plan.table, columns: plan.quotedColumns, rows: [] }));
    group.rows.push(plan.columns.map((column, i) => toParameter(column, row[properties[i]])));
  }

  statement(statement: DeferredStatement): void {
    this.statements.push(statement);
  }

  reading(statement: ReadingStatement): void {
    this.readings.push(statement);
  }

  get isEmpty(): boolean {
    return this.groups.length === 0 && this.statements.length === 0 && this.readings.length === 0;
  }

  /**
   * Writes everything held (in one statement, usually) on the transaction's connection and commits
   * the transaction with the last of them: its COMMIT goes out in the same write
   * (commit-with-statement.ts), so row locks its statement takes are held for that statement and
   * the COMMIT only, and calls `committed` as soon as the COMMIT is done. Answers false, and sends
   * nothing, when nothing was deferred (the caller commits). The reading statements' `read` runs
   * after the COMMIT; when the statement fails, their `recover` decides (ReadingStatement). Throws
   * CommitPipelineError (run-sql.ts) when the last statement or its COMMIT fails; its `outcome`
   * says whether the transaction is still open.
   */
  async flushAndCommit(committed: () => void): Promise<boolean> {
    if (this.isEmpty) return false;
    // The ones that read first, then the others, each group in the order they were deferred.
    const readings = [...this.readings.filter((reading) => reading.first), ...this.readings.filter((reading) => !reading.first)];
    const statements = flushStatements(this.groups, this.statements, MAX_FLUSH_PARAMETERS, readings);
    this.groups = [];
    this.statements = [];
    this.readings = [];
    for (const statement of statements.slice(0, -1))
      await runSql<Record<string, unknown>>(this.manager, statement.text, statement.params, statement.prepared ? { prepared: true } : {});
    const last = statements[statements.length - 1];
    const rows = await this.sendLast(last, readings);
    // Before the reads: whatever they do, the transaction is over.
    committed();
    if (!last.reads) return true;
    if (readings.length === 1) await readings[0].read(rows);
    else
      for (const [k, reading] of readings.entries())
        await reading.read(rows.filter((row) => Number(row.reading) === k).map((row) => row.data as Record<string, unknown>));
    // The transaction is over: a write deferred by a read would never be written, so it is a bug to say so loudly.
    if (!this.isEmpty) throw new Error('A reading statement deferred a write from its read, after the COMMIT: it was not written');
    return true;
  }

  /** The last statement with the COMMIT; once again after a reading statement repaired what made it fail. */
  private async sendLast(statement: FlushStatement, readings: readonly ReadingStatement[]): Promise<Array<Record<string, unknown>>> {
    const savepoint = readings.some((reading) => reading.recover);
    const leading = readings.flatMap((reading) => (reading.takeLocksFirst ? [reading.takeLocksFirst] : []));
    const options = { prepared: statement.prepared ? true : undefined, savepoint, leading };
    try {
      return await runSqlThenCommit<Record<string, unknown>>(this.manager, statement.text, statement.params, options);
    } catch (error) {
      if (!savepoint || !(error instanceof CommitPipelineError) || error.outcome !== 'statement-failed') throw error;
      await runSql(this.manager, `ROLLBACK TO SAVEPOINT ${LAST_STATEMENT_SAVEPOINT}`, []);
      let repaired = false;
      for (const reading of readings) if (reading.recover && (await reading.recover(error.driverError))) repaired = true;
      if (!repaired) throw error;
      return runSqlThenCommit<Record<string, unknown>>(this.manager, statement.text, statement.params, { ...options, savepoint: false });
    }
  }
}
