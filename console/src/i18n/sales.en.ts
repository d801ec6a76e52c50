/** Strings of the sales and commercial pages (merged into the resources by en.ts). */
export const salesEn = {
  salesNav: {
    sales: 'Sales', orders: 'Sales ledger', tables: 'Self-order tables', paymentMethods: 'Payment methods', orderBoard: 'Order board', kitchen: 'Kitchen display',
    menu: 'Menu', products: 'Products', categories: 'Product categories', commercial: 'Commercial', channels: 'Sales channels', branchGroups: 'Branch groups', promotions: 'Promotions', changeRequests: 'Promotion requests', quote: 'Price quote',
  },
  orders: {
    title: 'Sales ledger', order: 'Order {{number}}', number: 'Number', businessDate: 'Business date', branch: 'Branch', channel: 'Channel',
    source: 'Source', total: 'Total', dueAtCounter: 'Due at counter', placedAt: 'Placed', from: 'From date', to: 'To date',
    lines: 'Lines', product: 'Product', quantity: 'Qty', unitPrice: 'Unit price', lineTotal: 'Line total', discount: 'Discount', net: 'Net',
    subtotal: 'Subtotal', promotion: 'Promotion: {{name}}', tax: 'Tax {{rate}}%', payments: 'Payments',
    cancel: 'Cancel order', confirmCancel: 'Cancel the order', cancelledBecause: 'Cancelled: {{reason}}',
    moveTo: { Accepted: 'Accept', Preparing: 'Start preparing', Ready: 'Mark ready', Completed: 'Complete' },
  },
  tables: {
    title: 'Self-order tables', new: 'New table', area: 'Area', seats: 'Seats', qr: 'QR code', active: 'Active', inactive: 'Inactive',
    issuedAt: 'Issued {{at}}', noToken: 'No token', rotate: 'Rotate QR', issue: 'Issue QR', revoke: 'Revoke QR', activate: 'Activate', deactivate: 'Deactivate',
    tokenTitle: 'Print the QR code now', tokenOnce: 'This is the only time this QR code and its token are shown. Print it now; if the sheet is lost, rotate to issue a new one.',
    token: 'Token', qrAlt: 'QR code of table {{name}}', print: 'Print', revokeTitle: 'Revoke the QR code of {{name}}',
    revokeWarning: 'Guests scanning the printed code will be turned away until a new code is issued.',
  },
  paymentMethods: { title: 'Payment methods', new: 'New payment method', kind: 'Kind', selfOrder: 'Offered at the table' },
  promotions: {
    title: 'Promotions', new: 'New promotion', created: 'Promotion created.', percent: 'Discount %', cap: 'Cap (IQD)', minOrder: 'Minimum order (IQD)',
    start: 'First day', end: 'Last day', everyChannel: 'Every channel', switchedOn: 'Switched on', switchOn: 'Switch on', switchOff: 'Switch off',
    deleteTitle: 'Delete the promotion {{name}}',
  },
  changeRequests: {
    title: 'Promotion change requests', propose: 'Propose a promotion', send: 'Send for approval', proposed: 'Sent for approval.',
    promotionToChange: 'Promotion to change', newPromotion: 'New promotion', change: 'Change', kind: 'Request', terms: 'Terms', proposedAt: 'Proposed',
    approve: 'Approve', reject: 'Reject', note: 'Note', ownRequest: 'You proposed this; another person must approve it.',
  },
  quote: {
    title: 'Price quote', cart: 'Cart', noChannel: 'No channel', product: 'Product {{n}}', modifiers: 'Modifiers', addLine: 'Add a line',
    removeLine: 'Remove line {{n}}', price: 'Price it', businessDate: 'Business date {{date}}', tier: 'Price tier: {{reason}}',
    basePrice: 'Base price', shelfPrice: 'Shelf price', promotions: 'Promotions considered', noPromotions: 'No promotion runs for this cart.',
    applied: 'Applied', notApplied: 'Not applied', taxIncluded: 'Tax {{rate}}% (included)',
  },
  products: {
    title: 'Products', new: 'New product', edit: 'Edit {{name}}', code: 'Code', price: 'Base price (IQD)', category: 'Category',
    taxCode: 'Tax code', modifierGroups: 'Modifier groups', channels: 'Sold on', priceRequired: 'is required',
    deleteHelp: 'The product leaves the menu; it stays readable, marked Deleted.',
  },
  categories: {
    title: 'Product categories', new: 'New product category', sortOrder: 'Order',
    deleteHelp: 'Only a category without active products can be deleted: move them to another category or deactivate them first.',
  },
  channels: { title: 'Sales channels', new: 'New sales channel' },
  branchGroups: { title: 'Branch groups', new: 'New branch group', tier: 'Price tier (%)', members: 'Branches', add: 'Add a branch', remove: 'Remove' },
  salesEnum: {
    PriceTier: 'Price tier', Region: 'Region',
    DineIn: 'Dine-in', Takeaway: 'Takeaway', Delivery: 'Delivery', SelfOrder: 'Self-order (QR)',
    Placed: 'Placed', Accepted: 'Accepted', Preparing: 'Preparing', Ready: 'Ready', Completed: 'Completed', Cancelled: 'Cancelled',
    Guest: 'Guest QR', Partner: 'Partner', Console: 'Console',
    Cash: 'Cash', Card: 'Card', Qi: 'Qi Card', Wallet: 'Wallet', Other: 'Other',
    Scheduled: 'Scheduled', Running: 'Running', Ended: 'Ended', Inactive: 'Switched off',
    Pending: 'Pending', Approved: 'Approved', Rejected: 'Rejected',
    NotStarted: 'Not started yet', OtherChannel: 'Other channel', BelowMinimumOrder: 'Below the minimum order', NotTheBest: 'Another promotion gives more',
  },
  liveBoard: {
    title: 'Order board', order: 'Order {{number}}', new: 'New', empty: 'Nothing here',
    columns: { new: 'New', preparing: 'Preparing', ready: 'Ready' },
    state: { live: 'Live', connecting: 'Connecting…', offline: 'Reconnecting…' },
  },
  kitchen: {
    title: 'Kitchen display', titleStation: 'Kitchen: {{station}}', station: 'Station', allStations: 'All stations', otherStation: 'Other station',
    timers: 'Timers', amberAfter: 'Amber after (minutes)', redAfter: 'Red after (minutes)', empty: 'No open tickets',
    ticket: 'Order {{number}}: {{name}}', void: 'Void', voidTitle: 'Void {{name}} of order {{number}}',
    bumpTo: { Preparing: 'Start', Ready: 'Ready', Served: 'Served' },
    status: { Queued: 'Queued', Preparing: 'Preparing', Ready: 'Ready', Served: 'Served', Voided: 'Voided' },
  },
};
