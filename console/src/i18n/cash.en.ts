/** Strings of the till (cash) pages (merged into the resources by en.ts). */
export const cashEn = {
  cashNav: { tills: 'Tills', settlements: 'Settlements' },
  tills: {
    title: 'Tills', new: 'New till', noSession: 'No open session', session: 'Session', open: 'Open a session', openTitle: 'Open a session on {{name}}',
    float: 'Float ({{currency}})', openButton: 'Open', goToSession: 'Go to the session', status: 'Status',
  },
  tillSession: {
    title: 'Till session', openedAt: 'Opened {{at}}', floats: 'Opening float', movements: 'Movements', payments: 'Counter payments',
    newMovement: 'Record a movement', kind: 'Kind', currency: 'Currency', amount: 'Amount ({{currency}})', reason: 'Reason', record: 'Record',
    count: 'Count the drawer', countHelp: 'Count every note. What the drawer should hold is shown only after the count.', countTotal: 'Counted: {{amount}}',
    submitCount: 'Submit the count', quantityOf: 'Notes of {{note}}', result: 'Expected and counted', expected: 'Expected', counted: 'Counted',
    variance: 'Variance', varianceIqd: 'Variance in IQD', totalVariance: 'Total variance: {{amount}}', approve: 'Approve the close', reopen: 'Reopen the count',
    reopenTitle: 'Send the count back', closedBy: 'Closed {{at}}', tendered: 'Tendered', change: 'Change', who: 'Who',
  },
  settlements: {
    title: 'Card, Qi and wallet settlements', help: 'What the bank owes for each payment method and business day. Match the bank lines on the statement-lines page.',
    refresh: 'Compute the day', businessDate: 'Business date', method: 'Payment method', expected: 'Expected', received: 'Received', fee: 'Fee',
    Expected: 'Expected', Matched: 'Matched', overdue: 'Overdue',
  },
  tillEnum: {
    Open: 'Open', Counted: 'Counted', Closed: 'Closed',
    CashIn: 'Cash in', CashOut: 'Cash out', SupplierPayout: 'Supplier payout', SafeDrop: 'Safe drop', NoSale: 'No sale',
  },
};
