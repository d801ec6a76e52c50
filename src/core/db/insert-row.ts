import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { runSql } from './run-sql';
import { columnsOf, type Convert, hydratorFor, metadataCache, quotedTable, toParameter } from './entity-metadata-cache';
import { flushStatements } from './deferred-writes';

/*
 * A single-row INSERT … RETURNING as one parameterised statement, for rows that are only ever
 * created (audit entries, outbox events, new records). TypeORM's `save()`/`insert()` rebuild the
 * statement through the query builder on every call (subjects, expression maps, returning-column
 * resolution), which costs more CPU than the round trip on hot write paths. The SQL here is derived
 * once per entity and set of properties from the entity metadata (column names, JSON columns,
 * transformers), so it stays in step with the entities; values only ever travel as parameters.
 */

interface Plan {
  sql: string;
  columns: ColumnMetadata[];
  returning: Array<{ column: ColumnMetadata; hydrate: Convert | null }>;
}

const plans = metadataCache<Plan>();

function planFor(manager: EntityManager, target: EntityTarget<ObjectLiteral>, properties: string[], returning: readonly string[]): Plan {
  const dataSource = manager.connection;
  return plans(dataSource, target, `${properties.join(',')}|${returning.join(',')}`, (metadata) => {
    const columns = columnsOf(metadata, properties);
    const returned = columnsOf(metadata, returning);
    const sql =
      `INSERT INTO ${quotedTable(metadata)} (${columns.map((c) => `"${c.databaseName}"`).join(', ')}) ` +
      `VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})` +
      (returned.length ? ` RETURNING ${returned.map((c) => `"${c.databaseName}"`).join(', ')}` : '');
    return { sql, columns, returning: returned.map((column) => ({ column, hydrate: hydratorFor(dataSource, column) })) };
  });
}

/**
 * Inserts `values` (entity property names; `undefined` properties are left to the column default)
 * and assigns the `returning` properties (database defaults such as id, createdAt) onto `values`.
 */
export async function insertRow<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  values: Partial<T>,
  returning: readonly (keyof T & string)[] = [],
): Promise<void> {
  const properties = Object.keys(values).filter((property) => (values as Record<string, unknown>)[property] !== undefined);
  const plan = planFor(manager, target as EntityTarget<ObjectLiteral>, properties, returning);
  const parameters = plan.columns.map((column, i) => toParameter(column, (values as Record<string, unknown>)[properties[i]]));
  const rows = await runSql<Record<string, unknown>>(manager, plan.sql, parameters);
  const row = rows[0];
  if (!row) return;
  for (const { column, hydrate } of plan.returning) {
    const value = row[column.databaseName];
    (values as Record<string, unknown>)[column.propertyName] = hydrate ? hydrate(value) : value;
  }
}

/**
 * Inserts many rows of one entity now, nothing read back: multi-row parameterised INSERTs (as
 * many as PostgreSQL's parameter bound needs), columns from the first row's defined properties.
 * TypeORM's query builder spends seconds building statements of thousands of values.
 */
export async function insertRows<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, rows: ReadonlyArray<Partial<T>>): Promise<void> {
  if (rows.length === 0) return;
  const first = rows[0] as Record<string, unknown>;
  const properties = Object.keys(first).filter((property) => first[property] !== undefined);
  const metadata = manager.connection.getMetadata(target);
  const columns = columnsOf(metadata, properties);
  const group = {
    table: quotedTable(metadata),
    columns: columns.map((column) => `"${column.databaseName}"`),
    rows: rows.map((row) => columns.map((column, i) => toParameter(column, (row as Record<string, unknown>)[properties[i]]))),
  };
  for (const statement of flushStatements([group], [])) await runSql(manager, statement.text, statement.params);
}
