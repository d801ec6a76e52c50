import { allocateByWeight, computeBatchFigures, type FigureBatch, type FigureItem, inputCost } from '../../../src/modules/production/batches/batch-figures';
import { convertMilli, costOfMilli, InventoryUnit } from '../../../src/modules/catalog/inventory-items/inventory-item.rules';
import { RiceRoundingMethod } from '../../../src/modules/production/batches/batch.rules';

const items = new Map<string, FigureItem>([
  ['chicken', { id: 'chicken', unit: InventoryUnit.Piece, standardCostIqd: 6000 }],
  ['meat', { id: 'meat', unit: InventoryUnit.Kg, standardCostIqd: 18000 }],
  ['rice', { id: 'rice', unit: InventoryUnit.Kg, standardCostIqd: 2500 }],
  ['oil', { id: 'oil', unit: InventoryUnit.L, standardCostIqd: 3333 }],
  ['salt', { id: 'salt', unit: InventoryUnit.G, standardCostIqd: 1 }],
]);

const batch: FigureBatch = {
  chickenItemId: 'chicken',
  chickenCount: 10,
  meatItemId: 'meat',
  meatKg: 2.5,
  riceItemId: 'rice',
  rawRiceKg: 20,
  cookedRiceMultiplier: 2.37,
  reservedRiceDirectSaleKg: 8,
  riceRoundingMethod: RiceRoundingMethod.Nearest,
  extras: [
    { inventoryItemId: 'oil', quantity: 750, unit: InventoryUnit.Ml },
    { inventoryItemId: 'salt', quantity: 0.25, unit: InventoryUnit.Kg },
  ],
  costSnapshot: null,
};

describe('unit conversion and costing', () => {
  it('converts between compatible units exactly', () => {
    expect(convertMilli(750_000, InventoryUnit.Ml, InventoryUnit.L)).toBe(750);
    expect(convertMilli(250, InventoryUnit.Kg, InventoryUnit.G)).toBe(250_000);
    expect(convertMilli(1, InventoryUnit.G, InventoryUnit.Kg)).toBe(0); // 0.000001 kg rounds to 0 thousandths
    expect(() => convertMilli(1000, InventoryUnit.Kg, InventoryUnit.Piece)).toThrow();
  });

  it('prices thousandths at a unit cost, half up to whole IQD', () => {
    expect(costOfMilli(750, 3333)).toBe(2500n); // 2499.75
    expect(costOfMilli(500, 1)).toBe(1n); // 0.5 → 1
    expect(costOfMilli(499, 1)).toBe(0n);
  });
});

describe('batch input cost', () => {
  it('sums chicken, meat, rice and extras in their item units', () => {
    const cost = inputCost(batch, items);
    expect(cost.lines.map((line) => line.costIqd)).toEqual([60_000, 45_000, 50_000, 2_500, 250]);
    expect(cost.total).toBe(157_750);
    expect(cost.lines[3]).toEqual({ role: 'Extra', inventoryItemId: 'oil', quantity: 750, unit: InventoryUnit.Ml, unitCostIqd: 3333, costIqd: 2500 });
  });

  it('prices a closed batch with its snapshot, not the current standard costs', () => {
    const closed = { ...batch, costSnapshot: { chicken: 5000, meat: 18000, rice: 2500, oil: 3333, salt: 1 } };
    expect(inputCost(closed, items).total).toBe(147_750);
  });

  it('counts a line whose item is missing as 0 with an unknown unit cost', () => {
    const cost = inputCost({ ...batch, extras: [{ inventoryItemId: 'gone', quantity: 1, unit: InventoryUnit.Kg }] }, items);
    expect(cost.lines[3]).toMatchObject({ unitCostIqd: null, costIqd: 0 });
    expect(cost.total).toBe(155_000);
  });
});

describe('allocation by weight', () => {
  it('splits exactly by largest remainder', () => {
    expect(allocateByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateByWeight(10, [1, 2])).toEqual([3, 7]);
    expect(allocateByWeight(157_750, [3, 0, 5]).reduce((a, b) => a + b, 0)).toBe(157_750);
    expect(allocateByWeight(100, [0, 0])).toEqual([0, 0]);
    expect(allocateByWeight(0, [1, 2])).toEqual([0, 0]);
  });
});

describe('computeBatchFigures', () => {
  const outputs = [
    { id: 'o1', inventoryItemId: 'box', outputQty: 40.5, shareIqd: 100_000, allocationWeight: 3 },
    { id: 'o2', inventoryItemId: 'plate', outputQty: 20.25, shareIqd: 50_000, allocationWeight: 1 },
  ];
  const waste = [
    { capacityTypeId: 'box', units: 2, kind: 'Spoiled' },
    { capacityTypeId: 'plate', units: 5, kind: 'Overproduction' },
    { capacityTypeId: 'box', units: 3, kind: 'Overproduction' },
    { capacityTypeId: 'box', units: 1, kind: 'Spoiled' },
  ];

  it('returns rice, cost, output and waste figures', () => {
    const figures = computeBatchFigures(batch, items, outputs, waste);
    expect(figures).toMatchObject({
      cookedRiceKg: 47.4,
      riceAvailableForPortionsKg: 39.4,
      riceRoundingStepKg: 0.1,
      inputCostIqd: 157_750,
      costBasis: 'Standard',
      outputCount: 2,
      totalOutputQty: 60.75,
      totalShareIqd: 150_000,
      totalAllocationWeight: 4,
      unallocatedCostIqd: 7_750,
      wasteUnitsTotal: 11,
    });
    expect(figures.outputShares).toEqual([
      { outputId: 'o1', inventoryItemId: 'box', allocationShare: 0.75, allocatedCostIqd: 118_313, shareOfInputCost: 0.6339 },
      { outputId: 'o2', inventoryItemId: 'plate', allocationShare: 0.25, allocatedCostIqd: 39_437, shareOfInputCost: 0.317 },
    ]);
    expect(figures.wasteByKind).toEqual([
      { kind: 'Overproduction', units: 8 },
      { kind: 'Spoiled', units: 3 },
    ]);
    expect(figures.wasteByCapacityType).toEqual([
      { capacityTypeId: 'box', units: 6 },
      { capacityTypeId: 'plate', units: 5 },
    ]);
    expect(figures.wasteByKindAndCapacityType).toEqual([
      { kind: 'Overproduction', capacityTypeId: 'plate', units: 5 },
      { kind: 'Overproduction', capacityTypeId: 'box', units: 3 },
      { kind: 'Spoiled', capacityTypeId: 'box', units: 3 },
    ]);
  });

  it('handles a batch without outputs, waste or cost', () => {
    const free = new Map([...items].map(([id, item]) => [id, { ...item, standardCostIqd: 0 }]));
    const figures = computeBatchFigures({ ...batch, riceRoundingMethod: RiceRoundingMethod.None }, free, [], []);
    expect(figures).toMatchObject({ cookedRiceKg: 47.4, riceRoundingStepKg: 0.001, inputCostIqd: 0, outputShares: [], wasteUnitsTotal: 0, wasteByKind: [] });
    const zeroCost = computeBatchFigures(batch, free, outputs, []);
    expect(zeroCost.outputShares[0].shareOfInputCost).toBeNull();
  });
});
