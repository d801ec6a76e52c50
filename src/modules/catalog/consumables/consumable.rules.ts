import { convertMilli, unitsCompatible, type InventoryUnit } from '../inventory-items/inventory-item.rules';

/**
 * Bill-of-materials figures (pure; unit tested). Quantities are thousandths of their unit as
 * integers; costs are exact rationals in BigInt and rounded once, half away from zero, to 1 IQD.
 */

/** Converting a million thousandths of `from` into thousandths of `to` is exact for every pair. */
const SCALE = 1_000_000;

export function quantityProblem(qty: number): string | null {
  if (!Number.isFinite(qty) || qty <= 0) return 'must be greater than 0';
  if (qty > 100_000) return 'must be at most 100000';
  if (Math.abs(qty * 1000 - Math.round(qty * 1000)) > 1e-6) return 'must have at most 3 decimal places';
  return null;
}

export function unitProblem(lineUnit: InventoryUnit, itemUnit: InventoryUnit): string | null {
  return unitsCompatible(lineUnit, itemUnit) ? null : `must be compatible with the item's unit (${itemUnit})`;
}

/** Numerator over 10^9 IQD: qty (thousandths of lineUnit) × cost of one itemUnit. */
export function costNumerator(qtyMilli: number, lineUnit: InventoryUnit, itemUnit: InventoryUnit, unitCostIqd: number): bigint {
  const itemMilliPerMillionLineMilli = BigInt(convertMilli(SCALE, lineUnit, itemUnit));
  return BigInt(qtyMilli) * itemMilliPerMillionLineMilli * BigInt(unitCostIqd);
}

const DENOMINATOR = BigInt(SCALE) * 1000n;

/** Rounds numerator / 10^9 half away from zero to a whole IQD. */
export function roundCost(numerator: bigint): number {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const rounded = (abs + DENOMINATOR / 2n) / DENOMINATOR;
  return Number(negative ? -rounded : rounded);
}

export interface CostedLine {
  qtyMilli: number;
  unit: InventoryUnit;
  itemUnit: InventoryUnit;
  itemStandardCostIqd: number;
}

/** Standard cost of one product unit from its lines (summed exactly, rounded once). */
export function standardCost(lines: CostedLine[]): number {
  let sum = 0n;
  for (const line of lines) sum += costNumerator(line.qtyMilli, line.unit, line.itemUnit, line.itemStandardCostIqd);
  return roundCost(sum);
}
