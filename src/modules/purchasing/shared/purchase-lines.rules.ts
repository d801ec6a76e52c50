/**
 * Lines of purchase orders and invoices (pure; unit tested). A quantity is a decimal in the
 * item's own unit with at most 3 decimals (0.001 kg = 1 g); it is handled as an integer count of
 * thousandths so no binary floating-point error reaches an amount. Amounts are whole IQD:
 *
 *   lineTotalIqd = round(quantity × unitPriceIqd) to 1 IQD, half away from zero
 *   totalIqd     = Σ lineTotalIqd (exact integer sum)
 *
 * Products are computed in BigInt; a total past the int64 range a JSON client can hold exactly
 * (2^53 − 1) is refused rather than rounded.
 */
export const QUANTITY_DECIMALS = 3;
export const MAX_QUANTITY = 1_000_000;
export const MAX_UNIT_PRICE_IQD = 1_000_000_000;
export const MAX_LINES = 200;

export interface LineInput {
  inventoryItemId: string;
  quantity: number;
  unitPriceIqd: number;
}

export interface PricedLine extends LineInput {
  lineTotalIqd: number;
}

/** 0.125 → 125; null when the number has more than 3 decimals. */
export function quantityToMilli(quantity: number): number | null {
  const milli = Math.round(quantity * 1000);
  return Math.abs(milli / 1000 - quantity) < 1e-9 ? milli : null;
}

/** Integer division rounded half away from zero (denominator > 0). */
export function divideHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = numerator < 0n ? -numerator : numerator;
  return sign * ((magnitude * 2n + denominator) / (denominator * 2n));
}

/** quantity (thousandths) × unit price, in whole IQD, half away from zero. */
export function lineTotalIqd(quantityMilli: number, unitPriceIqd: number): bigint {
  return divideHalfAwayFromZero(BigInt(quantityMilli) * BigInt(unitPriceIqd), 1000n);
}

/** Priced lines and their total; `problem` when the total leaves the safe int64 range. */
export function priceLines(lines: readonly LineInput[]): { lines: PricedLine[]; totalIqd: number } | { problem: string } {
  let total = 0n;
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const milli = quantityToMilli(line.quantity);
    if (milli === null) return { problem: `quantity must have at most ${QUANTITY_DECIMALS} decimals` };
    const amount = lineTotalIqd(milli, line.unitPriceIqd);
    total += amount;
    priced.push({ inventoryItemId: line.inventoryItemId, quantity: milli / 1000, unitPriceIqd: line.unitPriceIqd, lineTotalIqd: Number(amount) });
  }
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) return { problem: `the total must be at most ${Number.MAX_SAFE_INTEGER} IQD` };
  return { lines: priced, totalIqd: Number(total) };
}
