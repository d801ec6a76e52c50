import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/*
 * Reading entities with fixed SQL: the column list of an entity's table and a row mapper, derived
 * once per data source, entity and table alias from TypeORM's metadata. For hot reads (DataLoader
 * batches, list pages) that send one parameterised statement through `ctx.query`: TypeORM's
 * `find()` rebuilds the SELECT through the query builder on every call and hydrates through
 * RawSqlResultsToEntityTransformer, which costs several times the round trip's CPU on a page of
 * rows. Each value still goes through the driver's own `prepareHydratedValue` (timestamps, `date`
 * columns as 'YYYY-MM-DD', transformers such as int64/decimal), so an entity read here equals the
 * one `find()` returns; only columns of plain types skip the call, where it returns the value.
 */

/** The columns of one entity, for `SELECT ${reader.columns} FROM ${reader.table} ${alias} ...`. */
export interface EntityRows<T> {
  /** `"hr_employees"` (schema-qualified when the entity has one). */
  readonly table: string;
  /** `e."id", e."full_name", ...`: every column, under its own name (the mapper reads them so). */
  readonly columns: string;
  /** A new entity instance from one row selected with `columns`. */
  map(row: Record<string, unknown>): T;
}

/** Column types whose driver value is the entity value (no transformer): read as they come. */
const PLAIN_TYPES = new Set<unknown>(['uuid', 'text', 'varchar', 'character varying', 'citext', 'int', 'integer', 'int4', 'smallint', 'jsonb', 'json', String]);

const readers = new WeakMap<DataSource, Map<EntityTarget<ObjectLiteral>, Map<string, EntityRows<ObjectLiteral>>>>();

type Convert = (value: unknown) => unknown;

function converterFor(dataSource: DataSource, column: ColumnMetadata): Convert | null {
  if (!column.transformer && PLAIN_TYPES.has(column.type) && !column.isArray) return null;
  const driver = dataSource.driver;
  return (value) => driver.prepareHydratedValue(value, column);
}

/**
 * The reader of `target` under table alias `alias` (a constant of the calling code, never input).
 * Entities with embedded columns or relations are refused at first use: their rows need TypeORM's
 * transformer.
 */
export function entityRows<T extends ObjectLiteral>(dataSource: DataSource, target: EntityTarget<T>, alias: string): EntityRows<T> {
  let byTarget = readers.get(dataSource);
  if (!byTarget) readers.set(dataSource, (byTarget = new Map()));
  let byAlias = byTarget.get(target as EntityTarget<ObjectLiteral>);
  if (!byAlias) byTarget.set(target as EntityTarget<ObjectLiteral>, (byAlias = new Map()));
  let reader = byAlias.get(alias);
  if (!reader) {
    if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`entityRows: alias ${alias} is not a plain identifier`);
    const metadata = dataSource.getMetadata(target);
    if (metadata.embeddeds.length || metadata.relations.length) throw new Error(`entityRows: ${metadata.name} has embedded columns or relations`);
    const columns = metadata.columns;
    const names = columns.map((column) => column.databaseName);
    const properties = columns.map((column) => column.propertyName);
    const converters = columns.map((column) => converterFor(dataSource, column));
    const Entity = metadata.target as new () => ObjectLiteral;
    if (typeof Entity !== 'function') throw new Error(`entityRows: ${metadata.name} is not a class entity`);
    reader = {
      table: metadata.schema ? `"${metadata.schema}"."${metadata.tableName}"` : `"${metadata.tableName}"`,
      columns: names.map((name) => `${alias}."${name}"`).join(', '),
      map(row) {
        const entity = new Entity();
        for (let i = 0; i < names.length; i++) {
          const convert = converters[i];
          const value = row[names[i]];
          entity[properties[i]] = convert ? convert(value) : value;
        }
        return entity;
      },
    };
    byAlias.set(alias, reader);
  }
  return reader as EntityRows<T>;
}

/** Rows grouped by a key (e.g. employee id), in the order the statement returned them. */
export function groupRows<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
