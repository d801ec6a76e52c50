/** Strings of the purchasing pages (suppliers, purchase orders and invoices, approvals, settings). */
export const purchasingEn = {
  purchasingNav: {
    purchasing: 'Purchasing', suppliers: 'Suppliers', orders: 'Purchase orders', invoices: 'Purchase invoices', approvals: 'Approval requests', settings: 'Purchasing settings',
  },
  suppliers: {
    title: 'Suppliers', new: 'New supplier', created: 'Supplier created.', phone: 'Phone', taxNumber: 'Tax number', state: 'State',
    deactivate: 'Deactivate', activate: 'Activate', activeTitle: 'Change the state of {{name}}', editTitle: 'Edit {{name}}',
  },
  purchasing: { supplier: 'Supplier', notes: 'Notes', note: 'Note', choose: 'Choose one', lastNote: 'Latest note: {{note}}' },
  purchaseLines: {
    item: 'Item {{n}}', itemHeader: 'Item', quantity: 'Quantity', unitPrice: 'Unit price (IQD)', lineTotal: 'Line total', total: 'Total',
    add: 'Add a line', remove: 'Remove line {{n}}',
  },
  purchaseUnit: { Kg: 'kg', G: 'g', L: 'l', Ml: 'ml', Piece: 'piece' },
  purchaseOrders: {
    title: 'Purchase orders', new: 'New purchase order', createDraft: 'Create draft', editTitle: 'Edit the draft order', reference: 'Order',
    order: 'Purchase order {{reference}}', expectedDate: 'Expected delivery', approvedAt: 'Approved', invoicesOfOrder: 'Invoices billing this order',
    action: {
      edit: 'Edit', submit: 'Submit for approval', approve: 'Approve', reject: 'Reject', revert: 'Revert approval', receive: 'Mark received',
      reopen: 'Reopen as draft', cancel: 'Cancel order',
    },
  },
  purchaseInvoices: {
    title: 'Purchase invoices', new: 'Record an invoice', record: 'Record draft', editTitle: 'Edit the draft invoice', number: 'Invoice number',
    date: 'Invoice date', order: 'Purchase order', noOrder: 'No order (supplier only)', invoice: 'Invoice {{number}}', ofOrder: 'Order {{reference}}',
    billsOrder: 'Bills purchase order {{reference}}', paidAt: 'Paid', paymentRef: 'Payment reference',
    action: { edit: 'Edit', submit: 'Submit for approval', approve: 'Approve for payment', reject: 'Reject', pay: 'Record payment', cancel: 'Cancel invoice' },
  },
  approvals: {
    title: 'Approval requests', history: 'Approval history', kind: 'Document type', document: 'Document', amount: 'Amount', reason: 'Why approval is needed',
    requestedAt: 'Requested', apply: 'Approve', reject: 'Reject', openInvoice: 'Open the invoice', yours: 'Raised by you: someone else approves it',
  },
  purchasingSettings: {
    title: 'Purchasing settings', saved: 'Settings saved.', threshold: 'Approval threshold (IQD)',
    thresholdHelp: 'Orders and invoices above this total need an approval by someone else; at or below it they are approved at once.',
    tolerance: 'Invoice tolerance (IQD)', toleranceHelp: 'An invoice needs approval when its order is billed for more than the order total plus this amount.',
    updatedAt: 'Last changed {{at}}',
  },
  purchasingEnum: {
    Draft: 'Draft', PendingApproval: 'Awaiting approval', Approved: 'Approved', Received: 'Received', Paid: 'Paid', Rejected: 'Rejected', Cancelled: 'Cancelled',
    Pending: 'Pending', Applied: 'Approved', Reverted: 'Reverted', Withdrawn: 'Withdrawn', Requested: 'Requested',
    PurchaseOrder: 'Purchase order', PurchaseInvoice: 'Purchase invoice',
    Planned: 'Planned', Active: 'Active', Completed: 'Completed', Deleted: 'Deleted',
  },
};
