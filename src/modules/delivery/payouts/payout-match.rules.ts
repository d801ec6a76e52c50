import type { PayoutRow } from './payout-parse';

/*
 * Reconciling a payout statement with the sales ledger's platform orders, as plain rules. A row
 * is matched by the connection's platform order id; what is checked on a matched row:
 * - the gross equals the order's total in the ledger (as the platform stated it);
 * - the commission is at most the connection's agreed rate of the gross (rounded up to the dinar);
 * - the net equals gross − commission − restaurant-funded promotion − fees (a platform-funded
 *   promotion is the platform's cost and leaves the restaurant's net alone).
 * Orders of the payout's period in the ledger, not cancelled, that no row names are missing in
 * the payout.
 */

export enum PayoutLineStatus {
  Matched = 'Matched',
  MissingInLedger = 'MissingInLedger',
  Different = 'Different',
}

export enum PayoutProblem {
  GrossDiffers = 'GrossDiffers',
  CommissionAboveRate = 'CommissionAboveRate',
  NetDiffers = 'NetDiffers',
}

/** A ledger order of the connection, as the reconciliation sees it. */
export interface LedgerPlatformOrder {
  /** The sales order it became; null for a platform order none of whose items is mapped yet. */
  orderId: string | null;
  platformOrderId: string;
  /** YYYY-MM-DD (the order's business date). */
  date: string;
  /** The total the platform stated for the order, whole IQD. */
  total: number;
  cancelled: boolean;
}

export interface ReconciledLine extends PayoutRow {
  status: PayoutLineStatus;
  problems: PayoutProblem[];
  orderId: string | null;
  ledgerTotal: number | null;
  /** The most commission the agreed rate allows on this row's gross; null without a rate. */
  allowedCommission: number | null;
  /** Commission above the allowed amount (0 when none). */
  overCharge: number;
}

export interface PayoutReconciliation {
  lines: ReconciledLine[];
  missingInPayout: LedgerPlatformOrder[];
  periodFrom: string;
  periodTo: string;
}

/** Basis points (1 % = 100): the agreed rate, at most this commission on `gross`. */
export function allowedCommission(gross: number, rateBasisPoints: number): number {
  return Math.ceil((Math.max(gross, 0) * rateBasisPoints) / 10_000);
}

export function expectedNet(row: Pick<PayoutRow, 'gross' | 'commission' | 'restaurantPromotion' | 'fees'>): number {
  return row.gross - row.commission - row.restaurantPromotion - row.fees;
}

/** Commission as a percentage of gross with two decimals (0 when the gross is 0). */
export function commissionPercent(commission: number, gross: number): number {
  return gross > 0 ? Math.round((commission * 10_000) / gross) / 100 : 0;
}

/**
 * The reconciliation of `rows` against `ledger` (the connection's platform orders dated in, and
 * around, the period). The period is the rows' order dates, first to last, unless given.
 */
export function reconcilePayout(
  rows: PayoutRow[],
  ledger: LedgerPlatformOrder[],
  rateBasisPoints: number | null,
  period?: { from: string; to: string },
): PayoutReconciliation {
  const dates = rows.map((row) => row.orderDate).sort();
  const periodFrom = period?.from ?? dates[0];
  const periodTo = period?.to ?? dates[dates.length - 1];
  const byPlatformId = new Map(ledger.map((order) => [order.platformOrderId, order]));
  const named = new Set<string>();
  const lines = rows.map((row): ReconciledLine => {
    const order = byPlatformId.get(row.platformOrderId);
    const allowed = rateBasisPoints === null ? null : allowedCommission(row.gross, rateBasisPoints);
    if (!order) {
      return { ...row, status: PayoutLineStatus.MissingInLedger, problems: [], orderId: null, ledgerTotal: null, allowedCommission: allowed, overCharge: 0 };
    }
    named.add(order.platformOrderId);
    const problems: PayoutProblem[] = [];
    if (row.gross !== order.total) problems.push(PayoutProblem.GrossDiffers);
    const overCharge = allowed === null ? 0 : Math.max(0, row.commission - allowed);
    if (overCharge > 0) problems.push(PayoutProblem.CommissionAboveRate);
    if (row.net !== expectedNet(row)) problems.push(PayoutProblem.NetDiffers);
    return {
      ...row,
      status: problems.length ? PayoutLineStatus.Different : PayoutLineStatus.Matched,
      problems,
      orderId: order.orderId,
      ledgerTotal: order.total,
      allowedCommission: allowed,
      overCharge,
    };
  });
  const missingInPayout = ledger
    .filter((order) => !order.cancelled && !named.has(order.platformOrderId) && order.date >= periodFrom && order.date <= periodTo)
    .sort((a, b) => (a.date === b.date ? a.platformOrderId.localeCompare(b.platformOrderId) : a.date.localeCompare(b.date)));
  return { lines, missingInPayout, periodFrom, periodTo };
}
