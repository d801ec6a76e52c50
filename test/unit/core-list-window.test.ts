import {
  boundedTotal,
  COUNT_CAP,
  COUNT_PAGES_AHEAD,
  countCapFor,
  MAX_LIST_DEPTH,
  resolveListWindow,
  sqlPage,
  totalFromPage,
} from '../../src/core/lists/list-window';

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
});
