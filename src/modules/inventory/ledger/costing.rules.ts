/**
 * Moving-average costing of one branch's stock of one item (pure; unit tested). Quantities are
 * integer thousandths of the item's unit; values are whole IQD. Every division is rounded half away
 * from zero to 1 IQD (docs/inventory.md, "Costing"). A movement's value is exactly the change of the
 * balance's value, so the balance's value always equals the sum of its movements' values.
 *
 *   inflow q > 0 with a value V (a receipt's line total, a batch output's share):
 *     value += V;  average = round(value × 1000 / onHand) while onHand > 0
 *   inflow q > 0 without a value (count surplus, manual adjustment without a cost):
 *     V = round(q × average / 1000)  (the item's standard cost while the branch has no average yet)
 *   outflow q < 0 of out = -q:
 *     out = onHand          → V = -value (the balance empties to exactly 0 IQD)
 *     0 < out < onHand      → V = -round(value × out / onHand)
 *     out > onHand > 0      → V = -(value + round((out - onHand) × average / 1000))
 *     onHand ≤ 0            → V = -round(out × average / 1000)
 *   the average is unchanged by outflows.
 */
export interface BalanceState {
  onHandMilli: number;
  valueIqd: number;
  /** IQD per one unit of the item (not per thousandth). */
  avgCostIqd: number;
}

export interface AppliedMovement {
  quantityMilli: number;
  valueIqd: number;
  /** IQD per unit this movement was valued at (rounded). */
  unitCostIqd: number;
  after: BalanceState;
}

export const EMPTY_BALANCE: BalanceState = Object.freeze({ onHandMilli: 0, valueIqd: 0, avgCostIqd: 0 });

/** Integer division rounded half away from zero (denominator > 0). */
export function divideHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new Error('denominator must be positive');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

function safe(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`${what} leaves the int64 range a client can hold`);
  return Number(value);
}

/** Value of `milli` thousandths at `unitCost` IQD a unit. */
export function valueAt(milli: number, unitCostIqd: number): number {
  return safe(divideHalfAwayFromZero(BigInt(milli) * BigInt(unitCostIqd), 1000n), 'value');
}

/** IQD per unit of a value spread over `milli` thousandths (milli ≠ 0). */
export function unitCostOf(valueIqd: number, milli: number): number {
  if (milli === 0) return 0;
  const sign = milli < 0 ? -1n : 1n;
  return safe(divideHalfAwayFromZero(BigInt(valueIqd) * 1000n * sign, BigInt(Math.abs(milli))), 'unit cost');
}

/**
 * Applies one movement to a balance. `inflowValueIqd` is used only for inflows (null: valued at
 * the average); `fallbackUnitCostIqd` (the item's standard cost) prices stock while the branch has
 * no average of its own.
 */
export function applyMovement(before: BalanceState, quantityMilli: number, inflowValueIqd: number | null, fallbackUnitCostIqd: number): AppliedMovement {
  if (!Number.isSafeInteger(quantityMilli) || quantityMilli === 0) throw new RangeError('quantity must be a non-zero whole number of thousandths');
  const average = before.avgCostIqd > 0 ? before.avgCostIqd : fallbackUnitCostIqd;
  const onHand = BigInt(before.onHandMilli);
  const value = BigInt(before.valueIqd);
  if (quantityMilli > 0) {
    const delta = inflowValueIqd ?? valueAt(quantityMilli, average);
    const afterOnHand = onHand + BigInt(quantityMilli);
    const afterValue = value + BigInt(delta);
    const unitCostIqd = unitCostOf(delta, quantityMilli);
    const avgCostIqd = afterOnHand > 0n ? safe(divideHalfAwayFromZero(afterValue * 1000n, afterOnHand), 'average') : unitCostIqd;
    return {
      quantityMilli,
      valueIqd: delta,
      unitCostIqd,
      after: { onHandMilli: safe(afterOnHand, 'on hand'), valueIqd: safe(afterValue, 'value'), avgCostIqd: Math.max(0, avgCostIqd) },
    };
  }
  const out = BigInt(-quantityMilli);
  let delta: bigint;
  if (onHand > 0n && out === onHand) delta = -value;
  else if (onHand > 0n && out < onHand) delta = -divideHalfAwayFromZero(value * out, onHand);
  else if (onHand > 0n) delta = -(value + BigInt(valueAt(Number(out - onHand), average)));
  else delta = -BigInt(valueAt(Number(out), average));
  return {
    quantityMilli,
    valueIqd: safe(delta, 'value'),
    unitCostIqd: average,
    after: { onHandMilli: safe(onHand - out, 'on hand'), valueIqd: safe(value + delta, 'value'), avgCostIqd: average },
  };
}

/** True when the balance fell from at or above par to below it (the moment to warn once). */
export function crossedBelowPar(beforeMilli: number, afterMilli: number, parMilli: number | null): boolean {
  return parMilli !== null && parMilli > 0 && beforeMilli >= parMilli && afterMilli < parMilli;
}
