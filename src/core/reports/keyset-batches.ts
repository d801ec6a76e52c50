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
 *
 * The next batch is read while the caller handles the current one (at most two batches in
 * memory): writing an xlsx batch and reading the next one overlap instead of taking turns.
 */
export async function* keysetBatches<R>(ctx: RequestContext, query: KeysetQuery<R>, batchSize: number): AsyncIterable<R[]> {
  const [first, second] = query.orderBy;
  const n = query.params.length;
  const read = (after: [unknown, unknown] | null): Promise<R[]> => {
    const text: string = after
      ? `${query.select} AND (${first}, ${second}) > ($${n + 1}, $${n + 2}) ORDER BY ${first}, ${second} LIMIT ${batchSize}`
      : `${query.select} ORDER BY ${first}, ${second} LIMIT ${batchSize}`;
    const pending = ctx.query<R>(text, after ? [...query.params, ...after] : query.params);
    // A caller that stops early never awaits the read-ahead; its failure must not go unhandled.
    pending.catch(() => undefined);
    return pending;
  };
  let next = read(null);
  for (;;) {
    const rows = await next;
    if (rows.length === 0) return;
    const more = rows.length === batchSize;
    if (more) next = read(query.keyOf(rows[rows.length - 1]));
    yield rows;
    if (!more) return;
  }
}
