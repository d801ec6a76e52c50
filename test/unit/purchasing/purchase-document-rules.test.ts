import { documentMoveProblem, type DocumentStateMachine } from '../../../src/modules/purchasing/shared/purchase-document.rules';
import { thresholdReason } from '../../../src/modules/purchasing/approvals/approval.rules';
import { purchaseOrderMoveProblem, PurchaseOrderStatus } from '../../../src/modules/purchasing/purchase-orders/purchase-order.rules';
import { purchaseInvoiceMoveProblem, PurchaseInvoiceStatus } from '../../../src/modules/purchasing/purchase-invoices/purchase-invoice.rules';

type Status = 'Draft' | 'Open' | 'Closed';
type Action = 'open' | 'close';

const machine: DocumentStateMachine<Status, Action> = {
  refusal: (status, verb, allowed) => `A test document that is ${status} cannot be ${verb}; only ${allowed} documents can.`,
  transitions: { open: { from: ['Draft'] }, close: { from: ['Draft', 'Open'] } },
  past: { open: 'opened', close: 'closed' },
};

describe('purchase document state rules', () => {
  it('allows an action from each status its transition lists', () => {
    expect(documentMoveProblem(machine, 'Draft', 'open')).toBeNull();
    expect(documentMoveProblem(machine, 'Draft', 'close')).toBeNull();
    expect(documentMoveProblem(machine, 'Open', 'close')).toBeNull();
  });

  it('refuses any other status, naming the document, the action in the past tense and the statuses allowed', () => {
    expect(documentMoveProblem(machine, 'Open', 'open')).toBe('A test document that is Open cannot be opened; only Draft documents can.');
    expect(documentMoveProblem(machine, 'Closed', 'close')).toBe('A test document that is Closed cannot be closed; only Draft or Open documents can.');
  });

  it('gives purchase orders and purchase invoices the same wording with their own nouns', () => {
    expect(purchaseOrderMoveProblem(PurchaseOrderStatus.Received, 'revert')).toBe(
      'A purchase order that is Received cannot be reverted to PendingApproval; only Approved orders can.',
    );
    expect(purchaseInvoiceMoveProblem(PurchaseInvoiceStatus.Paid, 'cancel')).toBe(
      'A purchase invoice that is Paid cannot be cancelled; only Draft or Rejected invoices can.',
    );
  });
});

describe('approval threshold shared by orders and invoices', () => {
  const rules = { approvalThresholdIqd: 1000, invoiceToleranceIqd: 0 };

  it('needs approval only strictly above the threshold', () => {
    expect(thresholdReason(999, rules)).toBeNull();
    expect(thresholdReason(1000, rules)).toBeNull();
    expect(thresholdReason(1001, rules)).toBe('Total 1001 IQD is above the approval threshold of 1000 IQD.');
  });
});
