import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { runSql } from './run-sql';
import { columnsOf, metadataCache, quotedTable, toParameter } from './entity-metadata-cache';

/*
 * Writes a transaction makes but never reads back inside it (its audit entries, its outbox
 * events, the idempotency claim's "effect committed" mark) are held by the unit of work and
 * written together just before its COMMIT, as one statement of data-modifying WITH clauses:
 *
 *   WITH w0 AS (INSERT INTO audit_entries … VALUES (…), (…)),
 *        w1 AS (INSERT INTO outbox_events … VALUES (…))
 *   UPDATE idempotency_records SET effect_committed_at = now() WHERE …
 *
 * One round trip instead of one per row. Atomicity is unchanged (the same transaction), and so is
 * what other transactions see: nothing before the commit. Only the core's recordAudit, emit, the
 * idempotency mark and the live events defer writes; modules call those, never this file.
 *
 * What may be deferred: rows nothing in the transaction reads again, and statements that touch
 * rows no other deferred part touches (PostgreSQL runs the WITH parts on one snapshot). A failing
 * part fails the commit as the immediate write would have failed the call.
 */

/**
 * A data-modifying statement written with the transaction's other deferred writes. `param`
 * places a value among the statement's parameters and answers its placeholder (`$n`): values only
 * ever travel as parameters. It should carry a handful of values (see STATEMENT_PARAMETERS).
 */
export type DeferredStatement = (param: (value: unknown) => string) => string;

/**
 * The statement that closes the transaction and answers rows (the live events' numbers): its WITH
 * parts and its main statement join the deferred writes' statement, whose last part it is, so the
 * rows it locks stay locked from that statement to the COMMIT. `read` gets its rows before the COMMIT.
 */
export interface ClosingStatement<Row = Record<string, unknown>> {
  build(param: (value: unknown) => string): { parts: string[]; body: string };
  read(rows: Row[]): void;
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
}

/**
 * The statements that write the groups' rows and the deferred statements: as few as the
 * parameter bound allows (one, unless a transaction defers thousands of rows). Pure, for tests.
 */
export function flushStatements(
  groups: readonly RowGroup[],
  statements: readonly DeferredStatement[],
  maxParameters = MAX_FLUSH_PARAMETERS,
  closing: ClosingStatement<never> | null = null,
): FlushStatement[] {
  const built: Array<{ parts: string[]; params: unknown[]; closing?: { parts: string[]; body: string } }> = [];
  let current: { parts: string[]; params: unknown[]; closing?: { parts: string[]; body: string } } = { parts: [], params: [] };
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
  if (closing) {
    if (current.parts.length > 0 && current.params.length + STATEMENT_PARAMETERS > maxParameters) {
      built.push(current);
      current = { parts: [], params: [] };
    }
    const params = current.params;
    current.closing = closing.build((value) => {
      params.push(value);
      return `$${params.length}`;
    });
  }
  if (current.parts.length > 0 || current.closing) built.push(current);
  return built.map(({ parts, params, closing: last }) => {
    // Every part becomes a WITH part of the statement, except the last, which is its main statement.
    const withParts = [...(last ? parts : parts.slice(0, -1)).map((part, i) => `w${i} AS (${part})`), ...(last?.parts ?? [])];
    const body = last ? last.body : parts[parts.length - 1];
    return { text: withParts.length === 0 ? body : `WITH ${withParts.join(', ')} ${body}`, params };
  });
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
  private closingStatement: ClosingStatement<never> | null = null;

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

  /**
   * The statement written last, in the deferred statement (ClosingStatement): for a write that locks
   * a row every transaction of a branch waits for (the live events' counter), so that the lock is
   * held from the transaction's last statement to its COMMIT. One per unit of work.
   */
  closing<Row>(statement: ClosingStatement<Row>): void {
    if (this.closingStatement) throw new Error('This unit of work already has a closing statement');
    this.closingStatement = statement as unknown as ClosingStatement<never>;
  }

  /** Writes everything held (in one statement, usually) and hands the closing statement its rows; the caller then commits. */
  async flush(): Promise<void> {
    const closing = this.closingStatement;
    const statements = flushStatements(this.groups, this.statements, MAX_FLUSH_PARAMETERS, closing);
    this.groups = [];
    this.statements = [];
    this.closingStatement = null;
    let rows: never[] = [];
    for (const statement of statements) rows = await runSql<never>(this.manager, statement.text, statement.params);
    closing?.read(rows);
  }
}
