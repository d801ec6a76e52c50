import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * The node-postgres pool behind a TypeORM data source. TypeORM's postgres driver keeps it in
 * `driver.master`, a property that is not part of its public API: this is the one place that
 * reaches for it, and it fails loudly if a TypeORM upgrade moves it.
 */
export function driverPool(dataSource: DataSource): Pool {
  const pool = (dataSource.driver as unknown as { master?: Pool }).master;
  if (!pool || typeof pool.connect !== 'function')
    throw new Error("TypeORM's postgres driver no longer keeps its pg Pool in driver.master (src/core/db/driver-pool.ts)");
  return pool;
}
