import { invalidField } from '../../../core/errors/app-error';
import type { StockPostingLine } from '../../../core/stock/stock-postings';
import { convertMilli, type InventoryUnit, isInventoryUnit, unitsCompatible } from '../../catalog/inventory-items/inventory-item.rules';

export const UNKNOWN_ITEM = 'does not refer to an inventory item of this organisation';

/** A quantity in thousandths of `from` as thousandths of `to`, the sign kept (the catalogue's conversion, rounded half away from zero). */
export function convertSigned(milli: number, from: InventoryUnit, to: InventoryUnit): number {
  const magnitude = convertMilli(Math.abs(milli), from, to);
  return milli < 0 ? -magnitude : magnitude;
}

/** A line in the item's own unit: what the posting statement turns a StockPostingLine into (convertMilli, costing.rules.ts). */
export interface CostableLine {
  inventoryItemId: string;
  quantityMilli: number;
  /** Inflows only; null: valued at the average. */
  inflowValueIqd: number | null;
  standardCostIqd: number;
  sourceLine: string | null;
}

/**
 * The specification of the posting statement's conversion (test/modules/inventory/costing-sql.api.part.ts
 * compares the two): a posting's lines in their items' own units (the catalogue's conversion), with
 * the items' standard costs. A line that converts to nothing, or whose unit cannot be converted (a
 * bill of materials in grams of an item since kept in pieces), moves nothing.
 */
export function costableLines(
  lines: readonly StockPostingLine[],
  items: ReadonlyMap<string, { unit: InventoryUnit; standard_cost_iqd: string | number }>,
): CostableLine[] {
  return lines.flatMap((line, index): CostableLine[] => {
    const item = items.get(line.inventoryItemId);
    if (!item) throw invalidField(`lines[${index}].inventoryItemId`, UNKNOWN_ITEM);
    const from = line.unit && isInventoryUnit(line.unit) ? line.unit : item.unit;
    if (!unitsCompatible(from, item.unit)) return [];
    const quantityMilli = convertSigned(line.quantityMilli, from, item.unit);
    if (quantityMilli === 0) return [];
    return [
      {
        inventoryItemId: line.inventoryItemId,
        quantityMilli,
        inflowValueIqd: line.valueIqd ?? null,
        standardCostIqd: Number(item.standard_cost_iqd),
        sourceLine: line.sourceLine ?? null,
      },
    ];
  });
}
