import { registerEnumType } from 'type-graphql';

/**
 * Stock counts (pure; unit tested):
 *
 *   Open ─submit→ Submitted ─approve→ Approved
 *   Open | Submitted ─cancel→ Cancelled
 *
 * Staff with inventory:count enter counted quantities blind (expected quantities are hidden from
 * them); submitting needs every line counted. Approval (inventory:approve) takes the expected
 * quantities from the balances at that moment and posts one CountAdjustment per difference.
 */
export enum StockCountStatus {
  Open = 'Open',
  Submitted = 'Submitted',
  Approved = 'Approved',
  Cancelled = 'Cancelled',
}
registerEnumType(StockCountStatus, {
  name: 'StockCountStatus',
  description: 'Open → Submitted → Approved; Cancelled before approval.',
  valuesConfig: {
    Open: { description: 'Being counted.' },
    Submitted: { description: 'Every line counted; waits for approval.' },
    Approved: { description: 'Differences posted as CountAdjustment movements.' },
    Cancelled: { description: 'Dropped before approval; nothing moved.' },
  },
});

export type StockCountAction = 'enter' | 'submit' | 'approve' | 'cancel';

const FROM: Record<StockCountAction, readonly StockCountStatus[]> = {
  enter: [StockCountStatus.Open],
  submit: [StockCountStatus.Open],
  approve: [StockCountStatus.Submitted],
  cancel: [StockCountStatus.Open, StockCountStatus.Submitted],
};

export function countMoveProblem(status: StockCountStatus, action: StockCountAction): string | null {
  return FROM[action].includes(status) ? null : `A count that is ${status} cannot take this step (${action}); only ${FROM[action].join(' or ')} counts can.`;
}

/** Difference to post: counted − expected (thousandths); 0 moves nothing. */
export function countDifference(countedMilli: number, expectedMilli: number): number {
  return countedMilli - expectedMilli;
}
