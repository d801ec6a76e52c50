import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { hydratorFor, metadataCache, quotedTable } from './entity-metadata-cache';

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

const readers = metadataCache<EntityRows<ObjectLiteral>>();

/**
 * The reader of `target` under table alias `alias` (a constant of the calling code, never input).
 * Entities with embedded columns or relations are refused at first use: their rows need TypeORM's
 * transformer.
 */
export function entityRows<T extends ObjectLiteral>(dataSource: DataSource, target: EntityTarget<T>, alias: string): EntityRows<T> {
  return readers(dataSource, target as EntityTarget<ObjectLiteral>, alias, (metadata) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`entityRows: alias ${alias} is not a plain identifier`);
    if (metadata.embeddeds.length || metadata.relations.length) throw new Error(`entityRows: ${metadata.name} has embedded columns or relations`);
    const columns = metadata.columns;
    const names = columns.map((column) => column.databaseName);
    const properties = columns.map((column) => column.propertyName);
    const converters = columns.map((column) => hydratorFor(dataSource, column));
    const Entity = metadata.target as new () => ObjectLiteral;
    if (typeof Entity !== 'function') throw new Error(`entityRows: ${metadata.name} is not a class entity`);
    return {
      table: quotedTable(metadata),
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
  }) as EntityRows<T>;
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
