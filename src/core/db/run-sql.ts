import { EntityManager, QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import type { Pool } from 'pg';

interface Queryable {
  query: Pool['query'];
}

/**
 * One parameterised statement on the manager's connection (the transaction's client inside a
 * transaction, otherwise the pool), answering its rows. For hot statements written as SQL:
 * TypeORM's query wrapper (connection check, query events, result objects) costs more CPU than
 * the round trip itself. Failures are thrown as TypeORM's QueryFailedError, as `manager.query`
 * throws them, so callers such as isUniqueViolation see no difference.
 */
export async function runSql<Row>(manager: EntityManager, text: string, params: readonly unknown[]): Promise<Row[]> {
  const runner = manager.queryRunner;
  // As TypeORM guards it: a released runner's client may already serve another transaction.
  if (runner?.isReleased) throw new QueryRunnerAlreadyReleasedError();
  const target: Queryable = runner ? await runner.connect() : (manager.connection.driver as unknown as { master: Queryable }).master;
  try {
    return (await target.query(text, params as unknown[])).rows as Row[];
  } catch (error) {
    throw new QueryFailedError(text, params as unknown[], error as Error);
  }
}
