import { COUNT_CAP, COUNT_PAGES_AHEAD, MAX_LIST_DEPTH, resolveListWindow } from '../../src/core/lists/list-window';
import { type ListContext, type ListSql, readPage } from '../../src/core/lists/read-page';
import type { EntityRows } from '../../src/core/db/entity-rows';

describe('list windows and bounded totals', () => {
  it('refuses a page deeper than the documented depth with a hint to filter', () => {
    expect(() => resolveListWindow({ page: MAX_LIST_DEPTH / 20 + 1, perPage: 20 }, ['a'] as const, { sort: 'a', dir: 'asc' })).toThrow(
      expect.objectContaining({ fields: { page: [expect.stringContaining('narrow it with a filter')] } }),
    );
    expect(() => resolveListWindow({ skip: MAX_LIST_DEPTH, perPage: 1 }, ['a'] as const, { sort: 'a', dir: 'asc' })).toThrow(
      expect.objectContaining({ fields: { skip: [expect.any(String)] } }),
    );
    expect(resolveListWindow({ page: MAX_LIST_DEPTH / 20, perPage: 20 }, ['a'] as const, { sort: 'a', dir: 'asc' }).offset).toBe(MAX_LIST_DEPTH - 20);
  });

  /*
   * readPage against `found` matching rows: the page statement takes the ids from OFFSET ($3) up
   * to its LIMIT ($2), returns the first perPage ($4) rows and how many ids it read; with a count
   * part (`list_count AS MATERIALIZED`), also the count up to its LIMIT ($5).
   */
  const idSender = (found: number) => {
    const sent: Array<{ text: string; params: readonly unknown[] }> = [];
    const run = async <Row>(text: string, params: readonly unknown[]): Promise<Row[]> => {
      sent.push({ text, params });
      if (text.startsWith('SELECT COUNT')) return [{ n: Math.min(found, Number(params[params.length - 1])) }] as Row[];
      const counting = text.includes(', list_count AS MATERIALIZED (SELECT COUNT(*)');
      const [limit, offset, perPage] = (counting ? params.slice(-4, -1) : params.slice(-3)).map(Number);
      const read = Math.max(0, Math.min(found - offset, limit));
      const counted = counting ? { list_counted: Math.min(found, Number(params[params.length - 1])) } : {};
      return Array.from({ length: Math.min(read, perPage) }, (_, i) => ({ id: offset + i, list_ids_read: read, ...counted })) as Row[];
    };
    const ctx: ListContext = { query: run };
    return { sent, run, ctx };
  };
  const reader: EntityRows<{ id: number }> = { table: 'things', columns: 't.id', map: (row) => ({ id: row.id as number }) };
  const idSpec: ListSql<{ id: number }> = { reader, alias: 't', where: (param) => `t.org = ${param('o')}`, orderBy: 't.id' };

  it('reads a deep console page and its count ten pages ahead in one statement, from the page on', async () => {
    const { sent, ctx } = idSender(1_000_000);
    const page = await readPage(ctx, idSpec, { page: 400, perPage: 20, offset: 7_980 });
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toMatch(
      /^WITH list_window AS MATERIALIZED \(SELECT ARRAY\(SELECT t."id" FROM things t WHERE t.org = \$1 ORDER BY t.id LIMIT \$2 OFFSET \$3\)/,
    );
    expect(sent[0].params).toEqual(['o', 220 + 1, 7_980, 20]);
    expect(page).toMatchObject({ total: 8_200, totalIsExact: false, totalPages: 410 });
    expect(page.items[0]).toEqual({ id: 7_980 });
  });

  it('gives the totals a count of its own gave: exact within the cap, the cap beyond it', async () => {
    const exact = idSender(337);
    expect(await readPage(exact.ctx, idSpec, { page: 11, perPage: 20, offset: 200 })).toMatchObject({ total: 337, totalIsExact: true, totalPages: 17 });
    expect(exact.sent).toHaveLength(1);
    const atCap = idSender(420);
    expect(await readPage(atCap.ctx, idSpec, { page: 11, perPage: 20, offset: 200 })).toMatchObject({ total: 420, totalIsExact: true });
    const pastCap = idSender(421);
    expect(await readPage(pastCap.ctx, idSpec, { page: 11, perPage: 20, offset: 200 })).toMatchObject({ total: 420, totalIsExact: false });
    const deepest = idSender(1_000_000);
    expect(await readPage(deepest.ctx, idSpec, { page: 500, perPage: 20, offset: 9_980 })).toMatchObject({ total: COUNT_CAP, totalIsExact: false });
    expect(deepest.sent[0].params).toEqual(['o', COUNT_CAP + 1 - 9_980, 9_980, 20]);
  });

  it('counts a page within the first ten pages and a partner page in a part of the page statement, a page past the end in a statement of its own', async () => {
    const near = idSender(1_000_000);
    expect(await readPage(near.ctx, idSpec, { page: 10, perPage: 20, offset: 180 })).toMatchObject({ total: 400, totalIsExact: false });
    expect(near.sent).toHaveLength(1);
    expect(near.sent[0].text).toContain(
      ', list_count AS MATERIALIZED (SELECT COUNT(*)::int AS n FROM (SELECT 1 FROM things t WHERE t.org = $1 LIMIT $5) counted)',
    );
    expect(near.sent[0].params).toEqual(['o', 20, 180, 20, 180 + 220 + 1]);
    const past = idSender(30);
    // Page 3 of a list of 30: no rows, and the list's own total (not the 40 rows before the page).
    expect(await readPage(past.ctx, idSpec, { page: 3, perPage: 20, offset: 40 })).toMatchObject({ items: [], total: 30, totalPages: 2, totalIsExact: true });
    expect(past.sent).toHaveLength(2);
    expect(past.sent[1].text).toBe('SELECT COUNT(*)::int AS n FROM (SELECT 1 FROM things t WHERE t.org = $1 LIMIT $2) counted');
    expect(past.sent[1].params).toEqual(['o', 40 + 220 + 1]);
    const partner = idSender(5_000);
    const page = await readPage(partner.ctx, idSpec, { page: 1, perPage: 20, offset: 0 }, { countCap: COUNT_CAP });
    expect(partner.sent).toHaveLength(1);
    expect(partner.sent[0].params).toEqual(['o', 20, 0, 20, COUNT_CAP + 1]);
    expect(page).toMatchObject({ total: 5_000, totalIsExact: true });
  });

  it("counts in a statement of its own when the count's parameters are not the page's first ones", async () => {
    const { sent, ctx } = idSender(1_000_000);
    await readPage(ctx, { ...idSpec, count: (param) => `t.other = ${param('x')}` }, { page: 1, perPage: 20, offset: 0 });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ text: 'SELECT COUNT(*)::int AS n FROM (SELECT 1 FROM things t WHERE t.other = $1 LIMIT $2) counted', params: ['x', 221] });
  });

  it('takes the total from a short page without counting, and counts a full first page ten pages ahead', async () => {
    expect(COUNT_PAGES_AHEAD).toBe(10);
    const short = idSender(7);
    expect(await readPage(short.ctx, idSpec, { page: 1, perPage: 20, offset: 0 })).toMatchObject({ total: 7, totalIsExact: true, totalPages: 1 });
    const full = idSender(1_000_000);
    expect(await readPage(full.ctx, idSpec, { page: 1, perPage: 20, offset: 0 })).toMatchObject({ total: 220, totalIsExact: false, totalPages: 11 });
    expect(full.sent).toHaveLength(1);
    expect(full.sent[0].params).toEqual(['o', 20, 0, 20, 220 + 1]);
    const exact = idSender(220);
    expect(await readPage(exact.ctx, idSpec, { page: 1, perPage: 20, offset: 0 })).toMatchObject({ total: 220, totalIsExact: true });
  });

  it('sends a list unnamed unless it says it is planned once', async () => {
    const options: unknown[] = [];
    const ctx: ListContext = { query: async (_text, _params, option) => (options.push(option), []) };
    await readPage(ctx, idSpec, { page: 1, perPage: 20, offset: 0 });
    await readPage(ctx, { ...idSpec, plannedOnce: true }, { page: 1, perPage: 20, offset: 0 });
    expect(options).toEqual([{ prepared: false }, { prepared: true }]);
  });
});
