import pg from 'pg';
import type { DataSource } from 'typeorm';

/*
 * The node-postgres pool behind a TypeORM data source. TypeORM's postgres options take the driver
 * module to use (`driver`, documented: it defaults to `require('pg')`); openDatabase hands it pg
 * with a Pool class that reports each pool it makes, so the pool is known without reading any of
 * TypeORM's own properties.
 */

const pools = new WeakMap<DataSource, pg.Pool>();

/** pg, whose Pool reports each pool made through it to `made` (TypeORM makes one per data source). */
export function poolReportingDriver(made: (pool: pg.Pool) => void): typeof pg {
  class ReportingPool extends pg.Pool {
    constructor(config?: pg.PoolConfig) {
      super(config);
      made(this);
    }
  }
  return { ...pg, Pool: ReportingPool };
}

/** Keeps `pool` as the pool of `dataSource` (openDatabase, once the data source is initialised). */
export function keepDriverPool(dataSource: DataSource, pool: pg.Pool): void {
  pools.set(dataSource, pool);
}

/** The node-postgres pool of a data source opened by openDatabase. */
export function driverPool(dataSource: DataSource): pg.Pool {
  const pool = pools.get(dataSource);
  if (!pool) throw new Error('This data source was not opened by openDatabase (src/core/db/database.ts): its pool is unknown');
  return pool;
}
