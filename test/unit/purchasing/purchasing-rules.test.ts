import { divideHalfAwayFromZero, lineTotalIqd, priceLines, quantityToMilli } from '../../../src/modules/purchasing/shared/purchase-lines.rules';
import { approvalMove, ApprovalStatus, invoiceApprovalReason, orderApprovalReason } from '../../../src/modules/purchasing/approvals/approval.rules';
import {
  PURCHASE_ORDER_TRANSITIONS,
  type PurchaseOrderAction,
  purchaseOrderMoveProblem,
  PurchaseOrderStatus,
} from '../../../src/modules/purchasing/purchase-orders/purchase-order.rules';
import {
  type PurchaseInvoiceAction,
  purchaseInvoiceMoveProblem,
  PurchaseInvoiceStatus,
  invoiceNumberKey,
} from '../../../src/modules/purchasing/purchase-invoices/purchase-invoice.rules';

describe('purchase line arithmetic', () => {
  it('rounds half away from zero to 1 IQD', () => {
    expect(divideHalfAwayFromZero(2500n, 1000n)).toBe(3n);
    expect(divideHalfAwayFromZero(2499n, 1000n)).toBe(2n);
    expect(divideHalfAwayFromZero(-2500n, 1000n)).toBe(-3n);
    expect(divideHalfAwayFromZero(-2499n, 1000n)).toBe(-2n);
    expect(lineTotalIqd(2500, 1001)).toBe(2503n); // 2.5 × 1001 = 2502.5
    expect(lineTotalIqd(333, 1500)).toBe(500n); // 0.333 × 1500 = 499.5
    expect(lineTotalIqd(1, 499)).toBe(0n); // 0.001 × 499 = 0.499
  });

  it('reads quantities as thousandths and refuses a fourth decimal', () => {
    expect(quantityToMilli(0.1 + 0.2)).toBe(300);
    expect(quantityToMilli(1.005)).toBe(1005);
    expect(quantityToMilli(1.0005)).toBeNull();
  });

  it('sums line totals exactly in int64 and refuses totals past 2^53 − 1', () => {
    const priced = priceLines([
      { inventoryItemId: 'a', quantity: 999_999.999, unitPriceIqd: 999_999_999 },
      { inventoryItemId: 'b', quantity: 0.5, unitPriceIqd: 1 },
    ]);
    expect(priced).toEqual({
      totalIqd: 999_999_998_000_001,
      lines: [
        { inventoryItemId: 'a', quantity: 999_999.999, unitPriceIqd: 999_999_999, lineTotalIqd: 999_999_998_000_000 },
        { inventoryItemId: 'b', quantity: 0.5, unitPriceIqd: 1, lineTotalIqd: 1 },
      ],
    });
    const lines = Array.from({ length: 10 }, (_, i) => ({ inventoryItemId: String(i), quantity: 1_000_000, unitPriceIqd: 1_000_000_000 }));
    expect(priceLines(lines)).toEqual({ problem: 'the total must be at most 9007199254740991 IQD' });
  });
});

describe('approval rules', () => {
  const rules = { approvalThresholdIqd: 1000, invoiceToleranceIqd: 50 };

  it('needs approval strictly above the threshold (default 0: every order with a total)', () => {
    expect(orderApprovalReason(1000, rules)).toBeNull();
    expect(orderApprovalReason(1001, rules)).toBe('Total 1001 IQD is above the approval threshold of 1000 IQD.');
    expect(orderApprovalReason(0, { approvalThresholdIqd: 0, invoiceToleranceIqd: 0 })).toBeNull();
    expect(orderApprovalReason(1, { approvalThresholdIqd: 0, invoiceToleranceIqd: 0 })).not.toBeNull();
  });

  it('asks for no approval at all while approval is off (no threshold), whatever the total or billing', () => {
    const off = { approvalThresholdIqd: null, invoiceToleranceIqd: 0 };
    expect(orderApprovalReason(9_000_000_000, off)).toBeNull();
    expect(invoiceApprovalReason(9_000_000_000, null, off)).toBeNull();
    expect(invoiceApprovalReason(2_000, { totalIqd: 500, otherBilledIqd: 0 }, off)).toBeNull();
  });

  it('asks invoices for approval above the threshold or beyond the order total plus tolerance', () => {
    expect(invoiceApprovalReason(900, null, rules)).toBeNull();
    expect(invoiceApprovalReason(1001, null, rules)).toMatch(/above the approval threshold/);
    expect(invoiceApprovalReason(550, { totalIqd: 500, otherBilledIqd: 0 }, rules)).toBeNull();
    expect(invoiceApprovalReason(551, { totalIqd: 500, otherBilledIqd: 0 }, rules)).toBe(
      'Billed 551 IQD exceeds the purchase order total of 500 IQD by 51 IQD, more than the tolerance of 50 IQD.',
    );
    expect(invoiceApprovalReason(100, { totalIqd: 500, otherBilledIqd: 451 }, rules)).toMatch(/Billed 551 IQD/);
    expect(invoiceApprovalReason(2000, { totalIqd: 500, otherBilledIqd: 0 }, rules)).toMatch(/threshold.*Billed 2000/);
  });

  it('moves requests Pending → Applied → Reverted, Pending → Rejected or Withdrawn, and nothing else', () => {
    expect(approvalMove(ApprovalStatus.Pending, 'apply')).toEqual({ to: ApprovalStatus.Applied, action: 'Applied' });
    expect(approvalMove(ApprovalStatus.Applied, 'revert')).toEqual({ to: ApprovalStatus.Reverted, action: 'Reverted' });
    expect(approvalMove(ApprovalStatus.Pending, 'reject')).toEqual({ to: ApprovalStatus.Rejected, action: 'Rejected' });
    expect(approvalMove(ApprovalStatus.Pending, 'withdraw')).toEqual({ to: ApprovalStatus.Withdrawn, action: 'Withdrawn' });
    for (const status of Object.values(ApprovalStatus)) {
      if (status !== ApprovalStatus.Pending) {
        expect(approvalMove(status, 'apply')).toEqual({ problem: `The approval request is ${status}; only a Pending request can be applied.` });
        expect('problem' in approvalMove(status, 'reject')).toBe(true);
      }
      if (status !== ApprovalStatus.Applied) expect('problem' in approvalMove(status, 'revert')).toBe(true);
    }
  });
});

describe('document state machines', () => {
  it('allows exactly the documented purchase order moves', () => {
    const allowed: Record<PurchaseOrderAction, PurchaseOrderStatus[]> = {
      submit: [PurchaseOrderStatus.Draft],
      approve: [PurchaseOrderStatus.PendingApproval],
      revert: [PurchaseOrderStatus.Approved],
      reject: [PurchaseOrderStatus.PendingApproval],
      reopen: [PurchaseOrderStatus.PendingApproval],
      receive: [PurchaseOrderStatus.Approved],
      cancel: [PurchaseOrderStatus.Draft, PurchaseOrderStatus.PendingApproval, PurchaseOrderStatus.Approved],
    };
    for (const action of Object.keys(PURCHASE_ORDER_TRANSITIONS) as PurchaseOrderAction[]) {
      for (const status of Object.values(PurchaseOrderStatus)) {
        expect(purchaseOrderMoveProblem(status, action) === null).toBe(allowed[action].includes(status));
      }
    }
    expect(purchaseOrderMoveProblem(PurchaseOrderStatus.Approved, 'reopen')).toBe(
      'A purchase order that is Approved cannot be reopened; only PendingApproval orders can.',
    );
  });

  it('allows exactly the documented purchase invoice moves', () => {
    const allowed: Record<PurchaseInvoiceAction, PurchaseInvoiceStatus[]> = {
      submit: [PurchaseInvoiceStatus.Draft],
      approve: [PurchaseInvoiceStatus.PendingApproval],
      reject: [PurchaseInvoiceStatus.PendingApproval],
      pay: [PurchaseInvoiceStatus.Approved],
      cancel: [PurchaseInvoiceStatus.Draft, PurchaseInvoiceStatus.Rejected],
    };
    for (const action of Object.keys(allowed) as PurchaseInvoiceAction[]) {
      for (const status of Object.values(PurchaseInvoiceStatus)) {
        expect(purchaseInvoiceMoveProblem(status, action) === null).toBe(allowed[action].includes(status));
      }
    }
  });

  it('compares invoice numbers case-insensitively, ignoring surrounding spaces', () => {
    expect(invoiceNumberKey(' INV-77 ')).toBe(invoiceNumberKey('inv-77'));
  });
});
