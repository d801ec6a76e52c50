import type { FieldErrors } from '../../../core/errors/app-error';

/*
 * What a refund gives back (docs/orders.md, "Refunds"), pure so it can be unit-tested: the lines
 * and units, and the IQD. Amounts are whole IQD; nothing here reads a clock or a database.
 */

export const MAX_REFUND_REASON = 500;

export interface RefundableLine {
  index: number;
  quantity: number;
  netAmount: number;
}

export interface RefundRequest {
  lines?: ReadonlyArray<{ index: number; quantity: number }> | null;
  amountIqd?: number | null;
}

export interface RefundPlan {
  errors: FieldErrors;
  lines: Array<{ index: number; quantity: number }>;
  amountIqd: number;
}

/**
 * The refund of an order whose `paidIqd` was paid and `refundedIqd` already paid back, whose lines
 * have already given back `refundedUnits` (by line index):
 * - no lines and no amount: every unit not yet refunded and all that is left of the money;
 * - lines: those units; the amount, unless given, is their share of the order's total by net amount
 *   (discount and tax shared alike), and all that is left when no unit remains afterwards;
 * - an amount alone: money back (a goodwill refund), no stock.
 * The amount may never exceed what is left to refund.
 */
export function refundPlan(
  orderLines: readonly RefundableLine[],
  refundedUnits: ReadonlyMap<number, number>,
  total: number,
  paidIqd: number,
  refundedIqd: number,
  request: RefundRequest,
): RefundPlan {
  const errors: FieldErrors = {};
  const left = paidIqd - refundedIqd;
  const byIndex = new Map(orderLines.map((line) => [line.index, line]));
  const unitsLeft = (index: number) => (byIndex.get(index)?.quantity ?? 0) - (refundedUnits.get(index) ?? 0);
  const whole = !request.lines?.length && request.amountIqd == null;
  const lines: Array<{ index: number; quantity: number }> = whole
    ? orderLines.filter((line) => unitsLeft(line.index) > 0).map((line) => ({ index: line.index, quantity: unitsLeft(line.index) }))
    : [];
  if (!whole && request.lines) {
    if (request.lines.length > 100) return { errors: { lines: ['must have at most 100 lines'] }, lines: [], amountIqd: 0 };
    const seen = new Set<number>();
    request.lines.forEach((line, i) => {
      if (!byIndex.has(line.index)) errors[`lines[${i}].index`] = ['is not a line of this order'];
      else if (seen.has(line.index)) errors[`lines[${i}].index`] = ['is named twice'];
      else if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) errors[`lines[${i}].quantity`] = ['must be a whole number of 1 or more'];
      else if (line.quantity > unitsLeft(line.index))
        errors[`lines[${i}].quantity`] = [`must be at most ${unitsLeft(line.index)}, the units of the line not yet refunded`];
      else lines.push({ index: line.index, quantity: line.quantity });
      seen.add(line.index);
    });
  }
  let amountIqd: number;
  if (request.amountIqd != null) {
    amountIqd = request.amountIqd;
    if (!Number.isSafeInteger(amountIqd) || amountIqd < 0 || (amountIqd === 0 && lines.length === 0 && !request.lines?.length))
      errors.amountIqd = ['must be a positive whole number of IQD'];
    else if (amountIqd > left) errors.amountIqd = [`must be at most ${left} IQD, what was paid and not yet refunded`];
  } else amountIqd = whole ? left : lineShare(orderLines, lines, refundedUnits, total, left);
  return { errors, lines, amountIqd };
}

/** The lines' share of the total by net amount, rounded half up; all that is left when the refund gives back the last unit. */
function lineShare(
  orderLines: readonly RefundableLine[],
  lines: ReadonlyArray<{ index: number; quantity: number }>,
  refundedUnits: ReadonlyMap<number, number>,
  total: number,
  left: number,
): number {
  const returning = new Map(lines.map((line) => [line.index, line.quantity]));
  const last = orderLines.every((line) => (refundedUnits.get(line.index) ?? 0) + (returning.get(line.index) ?? 0) >= line.quantity);
  if (last) return Math.max(0, left);
  const sumNet = orderLines.reduce((sum, line) => sum + line.netAmount, 0);
  if (sumNet <= 0) return 0;
  const share = orderLines.reduce((sum, line) => sum + (line.netAmount * (returning.get(line.index) ?? 0)) / line.quantity, 0);
  return Math.max(0, Math.min(left, Math.round((total * share) / sumNet)));
}

/** Units already refunded per order line, from the order's refunds. */
export function refundedUnitsOf(refunds: ReadonlyArray<{ lines: ReadonlyArray<{ index: number; quantity: number }> }>): Map<number, number> {
  const units = new Map<number, number>();
  for (const refund of refunds) for (const line of refund.lines) units.set(line.index, (units.get(line.index) ?? 0) + line.quantity);
  return units;
}
