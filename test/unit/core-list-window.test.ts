import { boundedTotal, COUNT_CAP, MAX_LIST_DEPTH, resolveListWindow, sqlPage, totalFromPage } from '../../src/core/lists/list-window';

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
    expect(boundedTotal(COUNT_CAP)).toEqual({ total: COUNT_CAP, exact: true });
    expect(boundedTotal(COUNT_CAP + 1)).toEqual({ total: COUNT_CAP, exact: false });
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

  it('sends the page alone and a count capped with LIMIT, never a window count', async () => {
    const sent: Array<{ text: string; params: readonly unknown[] }> = [];
    const run = async <Row>(text: string, params: readonly unknown[]): Promise<Row[]> => {
      sent.push({ text, params });
      if (text.startsWith('SELECT COUNT')) return [{ n: COUNT_CAP + 1 }] as Row[];
      return Array.from({ length: 20 }, (_, i) => ({ id: i })) as Row[];
    };
    const page = await sqlPage(
      run,
      { page: 2, perPage: 20, offset: 20 },
      { columns: 't.id', from: 'things t', where: 't.org = $1', params: ['o'], orderBy: 't.id', map: (row: { id: number }) => row.id },
    );
    expect(sent[0].text).not.toMatch(/OVER/);
    expect(sent[0].params).toEqual(['o', 20, 20]);
    expect(sent[1].text).toMatch(/SELECT 1 FROM things t WHERE t.org = \$1 LIMIT \$2/);
    expect(sent[1].params).toEqual(['o', COUNT_CAP + 1]);
    expect(page).toMatchObject({ total: COUNT_CAP, totalIsExact: false, totalPages: COUNT_CAP / 20 });
  });
});
