import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { runSql } from './run-sql';

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
  returning: ColumnMetadata[];
}

/** Per data source and entity (TypeORM's getMetadata searches every entity on each call). */
const plans = new WeakMap<DataSource, Map<EntityTarget<ObjectLiteral>, Map<string, Plan>>>();

function planFor(manager: EntityManager, target: EntityTarget<ObjectLiteral>, properties: string[], returning: readonly string[]): Plan {
  let byTarget = plans.get(manager.connection);
  if (!byTarget) plans.set(manager.connection, (byTarget = new Map()));
  let byKey = byTarget.get(target);
  if (!byKey) byTarget.set(target, (byKey = new Map()));
  const key = `${properties.join(',')}|${returning.join(',')}`;
  let plan = byKey.get(key);
  if (!plan) {
    const metadata = manager.connection.getMetadata(target);
    const find = (property: string) => {
      const column = metadata.findColumnWithPropertyName(property);
      if (!column) throw new Error(`${metadata.name} has no column for property ${property}`);
      return column;
    };
    const columns = properties.map(find);
    const returned = returning.map(find);
    const table = metadata.schema ? `"${metadata.schema}"."${metadata.tableName}"` : `"${metadata.tableName}"`;
    const sql =
      `INSERT INTO ${table} (${columns.map((c) => `"${c.databaseName}"`).join(', ')}) ` +
      `VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})` +
      (returned.length ? ` RETURNING ${returned.map((c) => `"${c.databaseName}"`).join(', ')}` : '');
    plan = { sql, columns, returning: returned };
    byKey.set(key, plan);
  }
  return plan;
}

function toParameter(column: ColumnMetadata, value: unknown): unknown {
  let result = value;
  if (column.transformer && !Array.isArray(column.transformer)) result = column.transformer.to(result);
  if (result == null) return null;
  if (column.type === 'jsonb' || column.type === 'json' || column.type === 'simple-json') return JSON.stringify(result);
  return result;
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
  for (const column of plan.returning) {
    let value = row[column.databaseName];
    if (column.transformer && !Array.isArray(column.transformer)) value = column.transformer.from(value);
    else if ((column.type === 'timestamptz' || column.type === 'timestamp with time zone') && typeof value === 'string') value = new Date(value);
    (values as Record<string, unknown>)[column.propertyName] = value;
  }
}
