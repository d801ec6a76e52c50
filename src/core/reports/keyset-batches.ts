import type { RequestContext } from '../context/request-context';

export const DEFAULT_REPORT_BATCH = 1000;

export interface KeysetQuery<R> {
  /**
   * `SELECT … FROM … WHERE <conditions>` without ORDER BY or LIMIT; its parameters are `params`
   * ($1…$n). The keyset condition is appended with AND.
   */
  select: string;
  params: unknown[];
  /** Two SQL expressions ordering the rows totally, e.g. `['e.full_name', 'e.id']`. */
  orderBy: [string, string];
  /** The values of the two order expressions in a row (selected by `select`). */
  keyOf(row: R): [unknown, unknown];
}

/**
 * Reads a query in keyset pages (`(a, b) > (last a, last b) ORDER BY a, b LIMIT n`): one short
 * statement per batch, no transaction and no cursor held between batches, so it streams on the
 * embedded database's single connection too and other requests run in between.
 */
export async function* keysetBatches<R>(ctx: RequestContext, query: KeysetQuery<R>, batchSize: number): AsyncIterable<R[]> {
  const [first, second] = query.orderBy;
  let after: [unknown, unknown] | null = null;
  for (;;) {
    const n = query.params.length;
    const text: string = after
      ? `${query.select} AND (${first}, ${second}) > ($${n + 1}, $${n + 2}) ORDER BY ${first}, ${second} LIMIT ${batchSize}`
      : `${query.select} ORDER BY ${first}, ${second} LIMIT ${batchSize}`;
    const rows: R[] = await ctx.query<R>(text, after ? [...query.params, ...after] : query.params);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    after = query.keyOf(rows[rows.length - 1]);
  }
}
