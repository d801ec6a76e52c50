/**
 * The computed figures of a batch (pure; unit tested). They are derived on every read from rows
 * already loaded (batch, items, outputs, waste), never stored, except that a closed batch keeps
 * the unit costs it closed with (its cost snapshot).
 */
import {
  convertMilli,
  costOfMilli,
  fromMilli,
  InventoryUnit,
  isInventoryUnit,
  toMilli,
  unitsCompatible,
} from '../../catalog/inventory-items/inventory-item.rules';
import { type BatchCostBasis, type BatchCostRole, cookedRiceKg, type RiceRoundingMethod, roundingStepKg, WASTE_KINDS } from './batch.rules';

export type CostLineRole = `${BatchCostRole}`;

export interface FigureBatch {
  chickenItemId: string;
  chickenCount: number;
  meatItemId: string;
  meatKg: number;
  riceItemId: string;
  rawRiceKg: number;
  cookedRiceMultiplier: number;
  reservedRiceDirectSaleKg: number;
  riceRoundingMethod: RiceRoundingMethod;
  extras: ReadonlyArray<{ inventoryItemId: string; quantity: number; unit: string }>;
  /** Unit costs frozen when the batch closed; null while open. */
  costSnapshot: Record<string, number> | null;
}

export interface FigureItem {
  id: string;
  unit: string;
  standardCostIqd: number;
}

export interface FigureOutput {
  id: string;
  inventoryItemId: string;
  outputQty: number;
  shareIqd: number;
  allocationWeight: number;
}

export interface FigureWaste {
  capacityTypeId: string;
  units: number;
  kind: string;
}

export interface CostLine {
  role: CostLineRole;
  inventoryItemId: string;
  quantity: number;
  unit: string;
  /** Cost of one unit of the item; null when the item or a compatible unit is missing. */
  unitCostIqd: number | null;
  costIqd: number;
}

export interface OutputShare {
  outputId: string;
  inventoryItemId: string;
  /** allocationWeight / total weight, 0–1, 4 decimals (0 when every weight is 0). */
  allocationShare: number;
  /** The input cost split by allocation weight (largest remainder: the parts add up exactly). */
  allocatedCostIqd: number;
  /** shareIqd / input cost, 4 decimals; null when the input cost is 0. */
  shareOfInputCost: number | null;
}

export interface BatchFiguresResult {
  cookedRiceKg: number;
  riceAvailableForPortionsKg: number;
  riceRoundingStepKg: number;
  inputCostIqd: number;
  costBasis: `${BatchCostBasis}`;
  inputCostLines: CostLine[];
  outputCount: number;
  totalOutputQty: number;
  totalShareIqd: number;
  totalAllocationWeight: number;
  unallocatedCostIqd: number;
  outputShares: OutputShare[];
  wasteUnitsTotal: number;
  wasteByKind: Array<{ kind: string; units: number }>;
  wasteByCapacityType: Array<{ capacityTypeId: string; units: number }>;
  wasteByKindAndCapacityType: Array<{ kind: string; capacityTypeId: string; units: number }>;
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error('Batch input cost exceeds the int64-safe range');
  return Number(value);
}

/** The unit costs a batch is priced with: its snapshot once closed, otherwise the items' standard costs. */
export function unitCostOf(batch: Pick<FigureBatch, 'costSnapshot'>, items: ReadonlyMap<string, FigureItem>, itemId: string): number | null {
  const snapshot = batch.costSnapshot?.[itemId];
  if (snapshot !== undefined) return snapshot;
  return items.get(itemId)?.standardCostIqd ?? null;
}

function costLine(
  batch: FigureBatch,
  items: ReadonlyMap<string, FigureItem>,
  role: CostLineRole,
  itemId: string,
  quantity: number,
  unit: InventoryUnit,
): { line: CostLine; cost: bigint } {
  const item = items.get(itemId);
  const unitCost = unitCostOf(batch, items, itemId);
  const itemUnit = item && isInventoryUnit(item.unit) ? item.unit : null;
  if (unitCost === null || itemUnit === null || !unitsCompatible(unit, itemUnit)) {
    return { line: { role, inventoryItemId: itemId, quantity, unit, unitCostIqd: null, costIqd: 0 }, cost: 0n };
  }
  const cost = costOfMilli(convertMilli(toMilli(quantity), unit, itemUnit), unitCost);
  return { line: { role, inventoryItemId: itemId, quantity, unit, unitCostIqd: unitCost, costIqd: toSafeNumber(cost) }, cost };
}

/**
 * Input cost: chicken pieces, meat kg, raw rice kg and every extra, each converted to its item's
 * unit and priced at the unit cost, rounded half up to whole IQD per line, then summed.
 */
export function inputCost(batch: FigureBatch, items: ReadonlyMap<string, FigureItem>): { total: number; lines: CostLine[] } {
  const parts = [
    costLine(batch, items, 'Chicken', batch.chickenItemId, batch.chickenCount, InventoryUnit.Piece),
    costLine(batch, items, 'Meat', batch.meatItemId, batch.meatKg, InventoryUnit.Kg),
    costLine(batch, items, 'Rice', batch.riceItemId, batch.rawRiceKg, InventoryUnit.Kg),
    ...batch.extras.map((extra) =>
      isInventoryUnit(extra.unit)
        ? costLine(batch, items, 'Extra', extra.inventoryItemId, extra.quantity, extra.unit)
        : {
            line: { role: 'Extra' as const, inventoryItemId: extra.inventoryItemId, quantity: extra.quantity, unit: extra.unit, unitCostIqd: null, costIqd: 0 },
            cost: 0n,
          },
    ),
  ];
  const total = parts.reduce((sum, part) => sum + part.cost, 0n);
  return { total: toSafeNumber(total), lines: parts.map((part) => part.line) };
}

/** Splits `total` by weights; the parts add up to `total` exactly (largest remainder, ties to the earlier row). */
export function allocateByWeight(total: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + Math.max(0, weight), 0);
  if (weightSum === 0 || total <= 0) return weights.map(() => 0);
  const bigTotal = BigInt(total);
  const bigSum = BigInt(weightSum);
  const exact = weights.map((weight) => BigInt(Math.max(0, weight)) * bigTotal);
  const parts = exact.map((value) => value / bigSum);
  let left = bigTotal - parts.reduce((sum, part) => sum + part, 0n);
  const order = exact
    .map((value, index) => ({ index, remainder: value % bigSum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left === 0n) break;
    parts[index] += 1n;
    left -= 1n;
  }
  return parts.map(Number);
}

export function computeBatchFigures(
  batch: FigureBatch,
  items: ReadonlyMap<string, FigureItem>,
  outputs: readonly FigureOutput[],
  waste: readonly FigureWaste[],
): BatchFiguresResult {
  const cooked = cookedRiceKg(batch.rawRiceKg, batch.cookedRiceMultiplier, batch.riceRoundingMethod);
  const available = Math.max(0, toMilli(cooked) - toMilli(batch.reservedRiceDirectSaleKg)) / 1000;
  const cost = inputCost(batch, items);

  const totalShareIqd = outputs.reduce((sum, output) => sum + output.shareIqd, 0);
  const totalAllocationWeight = outputs.reduce((sum, output) => sum + output.allocationWeight, 0);
  const allocated = allocateByWeight(
    cost.total,
    outputs.map((output) => output.allocationWeight),
  );
  const outputShares = outputs.map((output, index) => ({
    outputId: output.id,
    inventoryItemId: output.inventoryItemId,
    allocationShare: totalAllocationWeight > 0 ? round4(output.allocationWeight / totalAllocationWeight) : 0,
    allocatedCostIqd: allocated[index],
    shareOfInputCost: cost.total > 0 ? round4(output.shareIqd / cost.total) : null,
  }));

  const byKind = new Map<string, number>();
  const byCapacity = new Map<string, number>();
  const byBoth = new Map<string, { kind: string; capacityTypeId: string; units: number }>();
  for (const entry of waste) {
    byKind.set(entry.kind, (byKind.get(entry.kind) ?? 0) + entry.units);
    byCapacity.set(entry.capacityTypeId, (byCapacity.get(entry.capacityTypeId) ?? 0) + entry.units);
    const key = `${entry.kind}|${entry.capacityTypeId}`;
    const existing = byBoth.get(key);
    if (existing) existing.units += entry.units;
    else byBoth.set(key, { kind: entry.kind, capacityTypeId: entry.capacityTypeId, units: entry.units });
  }
  const kindOrder = (kind: string) => {
    const index = (WASTE_KINDS as readonly string[]).indexOf(kind);
    return index === -1 ? WASTE_KINDS.length : index;
  };
  const byKindSorted = [...byKind.entries()]
    .map(([kind, units]) => ({ kind, units }))
    .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind) || a.kind.localeCompare(b.kind));
  const byCapacitySorted = [...byCapacity.entries()]
    .map(([capacityTypeId, units]) => ({ capacityTypeId, units }))
    .sort((a, b) => b.units - a.units || a.capacityTypeId.localeCompare(b.capacityTypeId));
  const byBothSorted = [...byBoth.values()].sort(
    (a, b) => kindOrder(a.kind) - kindOrder(b.kind) || b.units - a.units || a.capacityTypeId.localeCompare(b.capacityTypeId),
  );

  return {
    cookedRiceKg: cooked,
    riceAvailableForPortionsKg: available,
    riceRoundingStepKg: roundingStepKg(batch.riceRoundingMethod),
    inputCostIqd: cost.total,
    costBasis: batch.costSnapshot ? 'ClosedSnapshot' : 'Standard',
    inputCostLines: cost.lines,
    outputCount: outputs.length,
    totalOutputQty: fromMilli(outputs.reduce((sum, output) => sum + toMilli(output.outputQty), 0)),
    totalShareIqd,
    totalAllocationWeight,
    unallocatedCostIqd: cost.total - totalShareIqd,
    outputShares,
    wasteUnitsTotal: waste.reduce((sum, entry) => sum + entry.units, 0),
    wasteByKind: byKindSorted,
    wasteByCapacityType: byCapacitySorted,
    wasteByKindAndCapacityType: byBothSorted,
  };
}
