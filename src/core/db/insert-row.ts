import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { runSql } from './run-sql';
import { Convert, hydratorFor, metadataCache, quotedTable } from './entity-metadata-cache';

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
    const find = (property: string) => {
      const column = metadata.findColumnWithPropertyName(property);
      if (!column) throw new Error(`${metadata.name} has no column for property ${property}`);
      return column;
    };
    const columns = properties.map(find);
    const returned = returning.map(find);
    const sql =
      `INSERT INTO ${quotedTable(metadata)} (${columns.map((c) => `"${c.databaseName}"`).join(', ')}) ` +
      `VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})` +
      (returned.length ? ` RETURNING ${returned.map((c) => `"${c.databaseName}"`).join(', ')}` : '');
    return { sql, columns, returning: returned.map((column) => ({ column, hydrate: hydratorFor(dataSource, column) })) };
  });
}

/** An entity value as the driver takes it: the column's transformer applied, JSON columns as text. */
export function toParameter(column: ColumnMetadata, value: unknown): unknown {
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
  for (const { column, hydrate } of plan.returning) {
    const value = row[column.databaseName];
    (values as Record<string, unknown>)[column.propertyName] = hydrate ? hydrate(value) : value;
  }
}
