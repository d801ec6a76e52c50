import type { DataSource } from 'typeorm';

/*
 * A fingerprint of everything a request could change: per table, the row count and a sum of row
 * hashes, in one round trip. A refused request must leave it as it was.
 */

/** Tables that change on a refused request by design, each with the reason. */
export const VOLATILE_TABLES: Record<string, string> = {
  idempotency_records: 'the replay store keeps the answer to a keyed request, refusals included',
  identity_throttles: 'login throttling counts refused sign-ins on purpose',
  sessions: 'a session records when it was last used',
  session_refresh_tokens: 'rotated with the session',
  service_instances: 'instance heartbeats, written by a timer',
  migrations: 'written at start-up only',
  schema_migrations: 'written at start-up only',
};

const isVolatile = (table: string) => table in VOLATILE_TABLES || /agenda|job_queue|^jobs$/.test(table);

export class DatabaseFingerprint {
  private statement?: string;
  private tables: string[] = [];

  /**
   * `organizationId`: only that organisation's rows (tables with an organization_id column, plus
   * the organisation's own row); otherwise every row of every table.
   */
  constructor(
    private readonly dataSource: DataSource,
    private readonly organizationId?: string,
  ) {}

  private async prepare(): Promise<string> {
    if (this.statement) return this.statement;
    const rows: Array<{ table_name: string; scoped: boolean }> = await this.dataSource.query(
      `SELECT t.table_name, EXISTS (SELECT 1 FROM information_schema.columns c
                                    WHERE c.table_schema = 'public' AND c.table_name = t.table_name AND c.column_name = 'organization_id') AS scoped
         FROM information_schema.tables t WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE' ORDER BY t.table_name`,
    );
    const chosen = rows.filter((row) => !isVolatile(row.table_name) && (!this.organizationId || row.scoped || row.table_name === 'organizations'));
    this.tables = chosen.map((row) => row.table_name);
    const where = (row: { table_name: string }) =>
      !this.organizationId ? '' : row.table_name === 'organizations' ? ' WHERE x.id = $1' : ' WHERE x.organization_id = $1';
    this.statement = chosen
      .map(
        (row) =>
          `SELECT '${row.table_name}' AS t, count(*)::text AS n, coalesce(sum(hashtext(x::text)::bigint), 0)::text AS h FROM "${row.table_name}" x${where(row)}`,
      )
      .join(' UNION ALL ');
    return this.statement;
  }

  /** table → "count:hash". */
  async take(): Promise<Record<string, string>> {
    const statement = await this.prepare();
    const rows: Array<{ t: string; n: string; h: string }> = await this.dataSource.query(statement, this.organizationId ? [this.organizationId] : []);
    return Object.fromEntries(rows.map((row) => [row.t, `${row.n}:${row.h}`]));
  }

  static diff(before: Record<string, string>, after: Record<string, string>): string[] {
    return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
  }
}
