import { whereTextFilters } from '../../src/core/reports/report-filters';

describe('report text filters', () => {
  const base = 'x.organization_id = $1 AND x.branch_id = $2';

  it('adds nothing when the run gives none of the filters', () => {
    const params: unknown[] = ['org', 'branch'];
    expect(whereTextFilters(base, params, {}, { status: 'x.status' })).toBe(base);
    expect(params).toEqual(['org', 'branch']);
  });

  it('appends one numbered equality per given filter, in the order of the columns, after the placeholders already used', () => {
    const params: unknown[] = ['org', 'branch'];
    const where = whereTextFilters(base, params, { supplierId: 's-1', status: 'Approved' }, { status: 'x.status', supplierId: 'x.supplier_id::text' });
    expect(where).toBe(`${base} AND x.status = $3 AND x.supplier_id::text = $4`);
    expect(params).toEqual(['org', 'branch', 'Approved', 's-1']);
  });

  it('ignores a filter whose value is not text and a filter it has no column for', () => {
    const params: unknown[] = [];
    expect(whereTextFilters('true', params, { status: 3, other: 'y' }, { status: 'x.status' })).toBe('true');
    expect(params).toEqual([]);
  });
});
