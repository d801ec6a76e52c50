import { soldOutDaysOf, soldOutIntervals, soldOutMinutesOn, type SoldOutRow } from '../../../src/modules/forecast/compute/forecast-history';

const BRANCH = 'b1';
const BAGHDAD = { timeZone: 'Asia/Baghdad', dayStartHour: 4 };

function row(
  at: string,
  action: 'sold-out' | 'available',
  entityType: 'product' | 'inventory-item',
  entityId: string,
  productIds: string[] | null = null,
): SoldOutRow {
  return { branch_id: BRANCH, at: new Date(at), action, entity_type: entityType, entity_id: entityId, product_ids: productIds };
}

describe('sold-out marks as the forecast reads them', () => {
  const bom = new Map([
    ['biryani', ['rice', 'chicken']],
    ['kebab', ['meat']],
  ]);
  const items = new Set(['rice', 'chicken', 'meat']);

  it("pairs a product's mark with its next available and maps it to the items its bill of materials draws on", () => {
    const intervals = soldOutIntervals(
      [row('2026-04-10T15:00:00Z', 'sold-out', 'product', 'biryani'), row('2026-04-10T18:30:00Z', 'available', 'product', 'biryani')],
      bom,
      items,
      new Date('2026-04-12T00:00:00Z'),
    );
    expect(intervals).toEqual([
      { branchId: BRANCH, start: new Date('2026-04-10T15:00:00Z'), end: new Date('2026-04-10T18:30:00Z'), itemIds: ['rice', 'chicken'] },
    ]);
    expect(soldOutDaysOf(intervals[0], BAGHDAD)).toEqual(['2026-04-10']);
    expect(soldOutMinutesOn('2026-04-10', intervals, BAGHDAD)).toBe(210);
  });

  it("maps an inventory item's mark to the item and to the items of the products it made unavailable", () => {
    const [interval] = soldOutIntervals(
      [row('2026-04-10T15:00:00Z', 'sold-out', 'inventory-item', 'meat', ['kebab'])],
      bom,
      items,
      new Date('2026-04-10T20:00:00Z'),
    );
    expect(interval.itemIds.sort()).toEqual(['meat']);
    expect(interval.end).toEqual(new Date('2026-04-10T20:00:00Z'));
  });

  it('counts a mark left on for a week on its first three business days only, and overlapping marks once in the minutes', () => {
    const intervals = soldOutIntervals(
      [
        row('2026-04-10T15:00:00Z', 'sold-out', 'product', 'biryani'),
        row('2026-04-10T16:00:00Z', 'sold-out', 'product', 'kebab'),
        row('2026-04-10T17:00:00Z', 'available', 'product', 'kebab'),
        row('2026-04-17T15:00:00Z', 'available', 'product', 'biryani'),
      ],
      bom,
      items,
      new Date('2026-04-20T00:00:00Z'),
    );
    const biryani = intervals.find((i) => i.itemIds.includes('rice'))!;
    expect(soldOutDaysOf(biryani, BAGHDAD)).toEqual(['2026-04-10', '2026-04-11', '2026-04-12']);
    // 15:00Z to the day's end (01:00Z, 04:00 in Baghdad): ten hours, the kebab's hour inside them.
    expect(soldOutMinutesOn('2026-04-10', intervals, BAGHDAD)).toBe(600);
  });
});
