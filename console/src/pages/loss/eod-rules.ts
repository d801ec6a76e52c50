/** What the console says of a day's end-of-day report: one verdict for the list and the review alike. */
export type EodVerdict = 'balanced' | 'short' | 'over' | 'differsFromLedger';

export interface EodVerdictInput {
  varianceIqd: number;
  ledger?: { grossVarianceIqd: number; cashVarianceIqd: number; cardVarianceIqd: number; qiVarianceIqd: number } | null;
}

/**
 * A report is balanced only when its payments add up to its net sales AND its gross, cash, card and
 * Qi figures equal the sales ledger's; a report that differs from the ledger is never "balanced".
 */
export function eodVerdict(report: EodVerdictInput): EodVerdict {
  const ledger = report.ledger;
  if (ledger && [ledger.grossVarianceIqd, ledger.cashVarianceIqd, ledger.cardVarianceIqd, ledger.qiVarianceIqd].some((variance) => variance !== 0))
    return 'differsFromLedger';
  if (report.varianceIqd > 0) return 'short';
  if (report.varianceIqd < 0) return 'over';
  return 'balanced';
}

export interface ParsedFigures {
  grossSalesIqd: number | null;
  netSalesIqd: number | null;
  cashSalesIqd: number | null;
  cardSalesIqd: number | null;
  qiSalesIqd: number | null;
  deliverySalesIqd: number | null;
}

/**
 * Totals the pasted text left out but its parts give: net as the sum of the payment lines when only
 * those were read, gross as net when only net is known (no discount line is read). The form fills
 * them in and names them, so the person checks them before saving.
 */
export function withDerivedTotals(read: ParsedFigures): { figures: ParsedFigures; derived: Array<'grossSalesIqd' | 'netSalesIqd'> } {
  const figures = { ...read };
  const derived: Array<'grossSalesIqd' | 'netSalesIqd'> = [];
  const payments = [read.cashSalesIqd, read.cardSalesIqd, read.qiSalesIqd, read.deliverySalesIqd];
  if (figures.netSalesIqd === null && payments.some((value) => value !== null)) {
    figures.netSalesIqd = payments.reduce<number>((total, value) => total + (value ?? 0), 0);
    derived.push('netSalesIqd');
  }
  if (figures.grossSalesIqd === null && figures.netSalesIqd !== null) {
    figures.grossSalesIqd = figures.netSalesIqd;
    derived.push('grossSalesIqd');
  }
  return { figures, derived };
}
