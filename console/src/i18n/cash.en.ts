/** Strings of the till (cash) pages (merged into the resources by en.ts). */
export const cashEn = {
  cashNav: { cashSettings: 'Currencies and rate', tills: 'Tills', settlements: 'Settlements' },
  cashSettings: {
    title: 'Currencies and exchange rate', ratesInForce: 'Rates in force', noForeign: 'Only IQD is accepted at the tills.',
    rateLine: '1 {{currency}} = {{iqd}} (since {{since}})', noRate: 'No rate set for {{currency}}: tills refuse {{currency}} payments until one is set.',
    newRate: 'Set a new rate', currency: 'Currency', iqdPerUnit: 'IQD for one unit', iqdPerUnitHelp: 'For example 1315 or 1,312.50. It applies from now on; closed sessions keep their rates.',
    rateRequired: 'Enter a rate above 0, with at most two decimals.', note: 'Note (source of the rate)', setRate: 'Set rate', rateSaved: 'Rate saved; it applies to payments from now on.',
    history: 'Rate history, newest first', rate: 'IQD per unit', since: 'In force from', currencies: 'Accepted currencies and notes',
    denominationsOf: 'Notes and coins of {{currency}}', denominationsHelp: 'Values separated by commas, in whole units (for example 250, 500, 1000).',
    currenciesSaved: 'Currencies saved.',
  },
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
