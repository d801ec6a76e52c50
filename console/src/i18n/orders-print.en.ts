/** The order page's table, note and printouts (issue #38 item 6). */
export const ordersPrintEn = {
  orderPrint: {
    table: 'Table',
    channel: 'Channel',
    note: "Guest's note",
    lineNote: 'Note',
    printKitchen: 'Print kitchen ticket',
    printReceipt: 'Print receipt',
    kitchenTitle: 'Kitchen ticket',
    receiptTitle: 'Receipt',
    placed: 'Placed',
    subtotal: 'Subtotal',
    discount: 'Discount',
    tax: 'Tax',
    total: 'Total',
    dueAtCounter: 'To pay at the counter',
    thanks: 'Thank you',
  },
};
