import {
  boundedTotal,
  COUNT_CAP,
  COUNT_PAGES_AHEAD,
  countCapFor,
  MAX_LIST_DEPTH,
  resolveListWindow,
  sqlIdPage,
  sqlPage,
  totalFromPage,
} from '../../src/core/lists/list-window';
import type { EntityRows } from '../../src/core/db/entity-rows';

describe('list windows and bounded totals', () => {
  it('takes the total from a short page without counting', () => {
    expect(totalFromPage(7, { perPage: 20, offset: 0 })).toBe(7);
    expect(totalFromPage(0, { perPage: 20, offset: 0 })).toBe(0);
    expect(totalFromPage(5, { perPage: 20, offset: 40 })).toBe(45);
  });

  it('needs a count for a full page or a page past the end', () => {
    expect(totalFromPage(20, { perPage: 20, offset: 0 })).toBeNull();
    expect(totalFromPage(0, { perPage: 20, offset: 40 })).toBeNull();
  });

  it('says "at least the cap" when the capped count found more rows than the cap', () => {
    expect(boundedTotal(220, 220)).toEqual({ total: 220, exact: true });
    expect(boundedTotal(221, 220)).toEqual({ total: 220, exact: false });
    expect(boundedTotal(COUNT_CAP + 1, COUNT_CAP)).toEqual({ total: COUNT_CAP, exact: false });
  });

  it('counts a console list to the end of the page and ten pages more, never past COUNT_CAP', () => {
    expect(COUNT_PAGES_AHEAD).toBe(10);
    expect(countCapFor({ perPage: 20, offset: 0 })).toBe(220);
    expect(countCapFor({ perPage: 20, offset: 100 * 20 })).toBe(2_000 + 220);
    expect(countCapFor({ perPage: 1, offset: 0 })).toBe(11);
    expect(countCapFor({ perPage: 100, offset: 0 })).toBe(1_100);
    // The deepest pages allowed count to the depth limit and no further.
    expect(countCapFor({ perPage: 20, offset: MAX_LIST_DEPTH - 20 })).toBe(COUNT_CAP);
    expect(countCapFor({ perPage: 100, offset: 9_000 })).toBe(COUNT_CAP);
  });

  it('refuses a page deeper than the documented depth with a hint to filter', () => {
    expect(() => resolveListWindow({ page: MAX_LIST_DEPTH / 20 + 1, perPage: 20 }, ['a'] as const, { sort: 'a', dir: 'asc' })).toThrow(
      expect.objectContaining({ fields: { page: [expect.stringContaining('narrow it with a filter')] } }),
    );
    expect(() => resolveListWindow({ skip: MAX_LIST_DEPTH, perPage: 1 }, ['a'] as const, { sort: 'a', dir: 'asc' })).toThrow(
      expect.objectContaining({ fields: { skip: [expect.any(String)] } }),
    );
    expect(resolveListWindow({ page: MAX_LIST_DEPTH / 20, perPage: 20 }, ['a'] as const, { sort: 'a', dir: 'asc' }).offset).toBe(MAX_LIST_DEPTH - 20);
  });

  const sender = (found: number) => {
    const sent: Array<{ text: string; params: readonly unknown[] }> = [];
    const run = async <Row>(text: string, params: readonly unknown[]): Promise<Row[]> => {
      sent.push({ text, params });
      if (text.startsWith('SELECT COUNT')) return [{ n: Math.min(found, Number(params[params.length - 1])) }] as Row[];
      return Array.from({ length: 20 }, (_, i) => ({ id: i })) as Row[];
    };
    return { sent, run };
  };
  const spec = { columns: 't.id', from: 'things t', where: 't.org = $1', params: ['o'], orderBy: 't.id', map: (row: { id: number }) => row.id };

  it('sends the page alone and a count capped with LIMIT ten pages past the page, never a window count', async () => {
    const { sent, run } = sender(1_000_000);
    const page = await sqlPage(run, { page: 2, perPage: 20, offset: 20 }, spec);
    expect(sent[0].text).not.toMatch(/OVER/);
    expect(sent[0].params).toEqual(['o', 20, 20]);
    expect(sent[1].text).toMatch(/SELECT 1 FROM things t WHERE t.org = \$1 LIMIT \$2/);
    expect(sent[1].params).toEqual(['o', 20 + 220 + 1]);
    expect(page).toMatchObject({ total: 240, totalIsExact: false, totalPages: 12 });
  });

  it('gives the exact total when the rows end within ten pages of the page', async () => {
    const { run } = sender(137);
    expect(await sqlPage(run, { page: 1, perPage: 20, offset: 0 }, spec)).toMatchObject({ total: 137, totalIsExact: true, totalPages: 7 });
    const { run: atCap } = sender(220);
    expect(await sqlPage(atCap, { page: 1, perPage: 20, offset: 0 }, spec)).toMatchObject({ total: 220, totalIsExact: true });
  });

  it('counts to COUNT_CAP when asked to (the partner lists)', async () => {
    const { sent, run } = sender(5_000);
    const page = await sqlPage(run, { page: 1, perPage: 20, offset: 0 }, spec, { countCap: COUNT_CAP });
    expect(sent[1].params).toEqual(['o', COUNT_CAP + 1]);
    expect(page).toMatchObject({ total: 5_000, totalIsExact: true });
    const { run: beyond } = sender(1_000_000);
    expect(await sqlPage(beyond, { page: 1, perPage: 20, offset: 0 }, spec, { countCap: COUNT_CAP })).toMatchObject({
      total: COUNT_CAP,
      totalIsExact: false,
      totalPages: COUNT_CAP / 20,
    });
  });

  /*
   * sqlIdPage against `found` matching rows: the page statement takes the ids from OFFSET ($3) up
   * to its LIMIT ($2), returns the first perPage ($4) rows and how many ids it read; with a count
   * part (`c AS MATERIALIZED`), also the count up to its LIMIT ($5).
   */
  const idSender = (found: number) => {
    const sent: Array<{ text: string; params: readonly unknown[] }> = [];
    const run = async <Row>(text: string, params: readonly unknown[]): Promise<Row[]> => {
      sent.push({ text, params });
      if (text.startsWith('SELECT COUNT')) return [{ n: Math.min(found, Number(params[params.length - 1])) }] as Row[];
      const counting = text.includes(', c AS MATERIALIZED (SELECT COUNT(*)');
      const [limit, offset, perPage] = (counting ? params.slice(-4, -1) : params.slice(-3)).map(Number);
      const read = Math.max(0, Math.min(found - offset, limit));
      const counted = counting ? { list_counted: Math.min(found, Number(params[params.length - 1])) } : {};
      return Array.from({ length: Math.min(read, perPage) }, (_, i) => ({ id: offset + i, list_ids_read: read, ...counted })) as Row[];
    };
    return { sent, run };
  };
  const reader: EntityRows<number> = { table: 'things', columns: 't.id', map: (row) => row.id as number };
  const idSpec = { reader, alias: 't', where: 't.org = $1', params: ['o'], orderBy: 't.id' };

  it('reads a deep console page and its count ten pages ahead in one statement, from the page on', async () => {
    const { sent, run } = idSender(1_000_000);
    const page = await sqlIdPage(run, { page: 400, perPage: 20, offset: 7_980 }, idSpec);
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toMatch(/^WITH w AS MATERIALIZED \(SELECT ARRAY\(SELECT t."id" FROM things t WHERE t.org = \$1 ORDER BY t.id LIMIT \$2 OFFSET \$3\)/);
    expect(sent[0].params).toEqual(['o', 220 + 1, 7_980, 20]);
    expect(page).toMatchObject({ total: 8_200, totalIsExact: false, totalPages: 410 });
    expect(page.items[0]).toBe(7_980);
  });

  it('gives the totals a count of its own gave: exact within the cap, the cap beyond it', async () => {
    const exact = idSender(337);
    expect(await sqlIdPage(exact.run, { page: 11, perPage: 20, offset: 200 }, idSpec)).toMatchObject({ total: 337, totalIsExact: true, totalPages: 17 });
    expect(exact.sent).toHaveLength(1);
    const atCap = idSender(420);
    expect(await sqlIdPage(atCap.run, { page: 11, perPage: 20, offset: 200 }, idSpec)).toMatchObject({ total: 420, totalIsExact: true });
    const pastCap = idSender(421);
    expect(await sqlIdPage(pastCap.run, { page: 11, perPage: 20, offset: 200 }, idSpec)).toMatchObject({ total: 420, totalIsExact: false });
    const deepest = idSender(1_000_000);
    expect(await sqlIdPage(deepest.run, { page: 500, perPage: 20, offset: 9_980 }, idSpec)).toMatchObject({ total: COUNT_CAP, totalIsExact: false });
    expect(deepest.sent[0].params).toEqual(['o', COUNT_CAP + 1 - 9_980, 9_980, 20]);
  });

  it('counts a page within the first ten pages and a partner page in a part of the page statement, a page past the end in a statement of its own', async () => {
    const near = idSender(1_000_000);
    expect(await sqlIdPage(near.run, { page: 10, perPage: 20, offset: 180 }, idSpec)).toMatchObject({ total: 400, totalIsExact: false });
    expect(near.sent).toHaveLength(1);
    expect(near.sent[0].text).toContain(', c AS MATERIALIZED (SELECT COUNT(*)::int AS n FROM (SELECT 1 FROM things t WHERE t.org = $1 LIMIT $5) counted)');
    expect(near.sent[0].params).toEqual(['o', 20, 180, 20, 180 + 220 + 1]);
    const past = idSender(30);
    // Page 3 of a list of 30: no rows, and the list's own total (not the 40 rows before the page).
    expect(await sqlIdPage(past.run, { page: 3, perPage: 20, offset: 40 }, idSpec)).toMatchObject({ items: [], total: 30, totalPages: 2, totalIsExact: true });
    expect(past.sent).toHaveLength(2);
    expect(past.sent[1].text).toBe('SELECT COUNT(*)::int AS n FROM (SELECT 1 FROM things t WHERE t.org = $1 LIMIT $2) counted');
    expect(past.sent[1].params).toEqual(['o', 40 + 220 + 1]);
    const partner = idSender(5_000);
    const page = await sqlIdPage(partner.run, { page: 1, perPage: 20, offset: 0 }, idSpec, { countCap: COUNT_CAP });
    expect(partner.sent).toHaveLength(1);
    expect(partner.sent[0].params).toEqual(['o', 20, 0, 20, COUNT_CAP + 1]);
    expect(page).toMatchObject({ total: 5_000, totalIsExact: true });
  });

  it("counts in a statement of its own when the count's parameters are not the page's first ones", async () => {
    const { sent, run } = idSender(1_000_000);
    await sqlIdPage(run, { page: 1, perPage: 20, offset: 0 }, { ...idSpec, count: { where: 't.other = $1', params: ['x'] } });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ text: 'SELECT COUNT(*)::int AS n FROM (SELECT 1 FROM things t WHERE t.other = $1 LIMIT $2) counted', params: ['x', 221] });
  });
});
