/** Strings of the stock pages (stock on hand, movements of an item). */
export const inventoryEn = {
  stockNav: { stock: 'Stock', onHand: 'Stock on hand', transfers: 'Transfers', counts: 'Stock counts', parLevels: 'Par levels' },
  transfers: {
    title: 'Transfers', new: 'New transfer', create: 'Create draft', reference: 'Transfer', from: 'From branch', to: 'To branch', lines: 'Lines',
    item: 'Item {{n}}', quantity: 'Quantity', note: 'Note', addLine: 'Add a line', removeLine: 'Remove line {{n}}', transfer: 'Transfer {{reference}}',
    route: 'From {{from}} to {{to}}', sent: 'Sent', sentValue: 'Value sent', received: 'Received', short: 'Short (value)', receivedOf: 'Received of {{name}}',
    send: 'Send', receive: 'Receive', confirmReceive: 'Confirm receipt', cancel: 'Cancel transfer', cancelTitle: 'Cancel this transfer?',
    cancelText: 'Nothing has moved yet; a cancelled transfer cannot be sent.',
  },
  counts: {
    title: 'Stock counts', new: 'New count sheet', create: 'Open the sheet', reference: 'Sheet', businessDate: 'Business date', today: 'Today',
    items: 'Items', sheet: 'Count {{reference}}', save: 'Save counts', saved: 'Counts saved.', submit: 'Submit', approve: 'Approve and post differences',
    counted: 'Counted', expected: 'Expected', difference: 'Difference', differenceValue: 'Value of the difference',
  },
  countStatus: { Open: 'Open', Submitted: 'Submitted', Approved: 'Approved', Cancelled: 'Cancelled' },
  parLevels: {
    title: 'Par levels and reorder', set: 'Set par level', saved: 'Par level saved.', reorderQuantity: 'Reorder quantity', suggestions: 'Reorder suggestions (active branch)',
    noSupplier: 'Never ordered (no supplier)', createOrder: 'Create draft purchase order', suggested: 'Suggested', unitPrice: 'Unit price',
  },
  transferStatus: { Draft: 'Draft', Sent: 'In transit', Received: 'Received', Cancelled: 'Cancelled' },
  stock: {
    title: 'Stock on hand', branch: 'Branch', activeBranch: 'Active branch', kind: 'Item kind', belowPar: 'Below par only', item: 'Item',
    onHand: 'On hand', value: 'Value', avgCost: 'Average cost', parLevel: 'Par level', valueTotal: 'Value of the stock listed: {{value}}',
    negative: 'Negative', low: 'Below par', movementsOf: 'Movements of {{name}}',
  },
  movements: {
    title: 'Movements of {{name}}', back: 'Stock on hand', kind: 'Kind', quantity: 'Quantity', value: 'Value', unitCost: 'Unit cost',
    onHandAfter: 'On hand after', businessDate: 'Business date', source: 'Source', reason: 'Reason',
  },
  movementKind: {
    Receipt: 'Receipt', ProductionInput: 'Production input', ProductionOutput: 'Production output', SaleUsage: 'Sale usage', Waste: 'Waste',
    TransferOut: 'Transfer out', TransferIn: 'Transfer in', CountAdjustment: 'Count adjustment', OpeningBalance: 'Opening balance', ManualAdjustment: 'Manual adjustment',
  },
  sourceKind: {
    PurchaseOrder: 'Purchase order', ProductionBatch: 'Production batch', SalesOrder: 'Sales order', WasteRecord: 'Waste record', Transfer: 'Transfer',
    StockCount: 'Stock count', Adjustment: 'Adjustment',
  },
};
