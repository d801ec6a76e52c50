import { anythingReceived, planReceipt, withReceipt } from '../../../src/modules/purchasing/purchase-orders/purchase-receipt.rules';

const lines = [
  { inventoryItemId: 'a', quantity: 25, unitPriceIqd: 4500, lineTotalIqd: 112_500 },
  { inventoryItemId: 'b', quantity: 10, unitPriceIqd: 3333, lineTotalIqd: 33_330 },
];

describe('purchase order receipts line by line', () => {
  it('receives everything outstanding when no line is named, and completes the order', () => {
    expect(planReceipt(lines, undefined)).toEqual({
      receipts: [
        { lineIndex: 0, inventoryItemId: 'a', quantityMilli: 25_000, valueIqd: 112_500 },
        { lineIndex: 1, inventoryItemId: 'b', quantityMilli: 10_000, valueIqd: 33_330 },
      ],
      complete: true,
    });
  });

  it('values a partial quantity at the line price half away from zero and leaves the order open', () => {
    const plan = planReceipt(lines, [{ lineIndex: 1, quantity: 1.5 }]);
    expect(plan).toEqual({ receipts: [{ lineIndex: 1, inventoryItemId: 'b', quantityMilli: 1500, valueIqd: 5000 }], complete: false });
    const after = withReceipt(lines, (plan as any).receipts);
    expect(after.map((line: any) => line.receivedQuantity)).toEqual([0, 1.5]);
    expect(anythingReceived(after)).toBe(true);
    expect(planReceipt(after, [{ lineIndex: 1, quantity: 8.501 }])).toEqual({
      errors: { 'lines[0].quantity': ['must be at most the outstanding quantity (8.5)'] },
    });
  });

  it('names bad lines: unknown index, listed twice, zero, too many decimals', () => {
    expect(
      planReceipt(lines, [
        { lineIndex: 2, quantity: 1 },
        { lineIndex: 0, quantity: 1 },
        { lineIndex: 0, quantity: 1 },
        { lineIndex: 1, quantity: 0.0001 },
      ]),
    ).toEqual({
      errors: {
        'lines[0].lineIndex': ['must be a line of the order (0 to 1)'],
        'lines[2].lineIndex': ['is listed twice'],
        'lines[3].quantity': ['must have at most 3 decimal places'],
      },
    });
  });
});
