import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/*
 * What the fixed-SQL helpers (entityRows, the deferred writes) derive from TypeORM's metadata, shared so
 * that both quote tables and convert values the same way as TypeORM itself.
 */

/**
 * A cache of things derived from an entity's metadata, per data source (tests run several), entity
 * and a key of the caller's (an alias, a column list). TypeORM's getMetadata searches every entity
 * on each call, so it runs once per entry here.
 */
export function metadataCache<V>(): (dataSource: DataSource, target: EntityTarget<ObjectLiteral>, key: string, derive: (metadata: EntityMetadata) => V) => V {
  const byDataSource = new WeakMap<DataSource, Map<EntityTarget<ObjectLiteral>, Map<string, V>>>();
  return (dataSource, target, key, derive) => {
    let byTarget = byDataSource.get(dataSource);
    if (!byTarget) byDataSource.set(dataSource, (byTarget = new Map()));
    let byKey = byTarget.get(target);
    if (!byKey) byTarget.set(target, (byKey = new Map()));
    let value = byKey.get(key);
    if (value === undefined) {
      value = derive(dataSource.getMetadata(target));
      byKey.set(key, value);
    }
    return value;
  };
}

/** The columns of the entity's properties, in their order; an unknown property is a programming error. */
export function columnsOf(metadata: EntityMetadata, properties: readonly string[]): ColumnMetadata[] {
  return properties.map((property) => {
    const column = metadata.findColumnWithPropertyName(property);
    if (!column) throw new Error(`${metadata.name} has no column for property ${property}`);
    return column;
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

/** `"hr_employees"`, schema-qualified when the entity has one. */
export function quotedTable(metadata: EntityMetadata): string {
  return metadata.schema ? `"${metadata.schema}"."${metadata.tableName}"` : `"${metadata.tableName}"`;
}

/** Column types whose driver value is the entity value (no transformer): read as they come. */
const PLAIN_TYPES = new Set<unknown>(['uuid', 'text', 'varchar', 'character varying', 'citext', 'int', 'integer', 'int4', 'smallint', 'jsonb', 'json', String]);

export type Convert = (value: unknown) => unknown;

/**
 * The column types PostgresDriver.prepareHydratedValue converts before applying a transformer
 * (TypeORM 0.3's list); for any other type it applies the transformer alone.
 */
const CONVERTED_TYPES = new Set<unknown>([
  Boolean,
  Date,
  Number,
  'datetime',
  'timestamp',
  'timestamptz',
  'timestamp with time zone',
  'timestamp without time zone',
  'date',
  'time',
  'vector',
  'halfvec',
  'hstore',
  'simple-array',
  'simple-json',
  'cube',
  'enum',
  'simple-enum',
]);

/** Column types of instants: both drivers answer a Date, which the driver's hydration keeps. */
const INSTANT_TYPES = new Set<unknown>(['timestamptz', 'timestamp with time zone']);

/**
 * What the driver's `prepareHydratedValue` makes of an instant (`DateUtils.normalizeHydratedDate`),
 * without walking its chain of type comparisons for every timestamp of every row: a Date as it
 * is, a non-empty string parsed, anything else as it is.
 */
function instantOf(value: unknown): unknown {
  return typeof value === 'string' && value !== '' ? new Date(value) : value;
}

/**
 * How a value read from the database becomes the entity's value: the driver's own
 * `prepareHydratedValue` (`date` columns as 'YYYY-MM-DD', transformers such as int64/decimal), as
 * `find()` does, or its rule for instants written out; null for columns of plain types, where it
 * returns the value.
 */
export function hydratorFor(dataSource: DataSource, column: ColumnMetadata): Convert | null {
  if (!column.transformer && PLAIN_TYPES.has(column.type) && !column.isArray) return null;
  if (!column.transformer && INSTANT_TYPES.has(column.type) && !column.isArray) return instantOf;
  const transformer = column.transformer;
  if (transformer && !Array.isArray(transformer) && !CONVERTED_TYPES.has(column.type)) {
    // What prepareHydratedValue does for every other type, null included: the transformer's
    // `from` alone (int64 and decimal amounts: several per row of every order page).
    return (value) => transformer.from(value);
  }
  const driver = dataSource.driver;
  return (value) => driver.prepareHydratedValue(value, column);
}
