/** Strings of the loss-control pages (pilots, end-of-day reports). */
export const lossEn = {
  lossNav: { loss: 'Loss control', eodReports: 'End-of-day reports', pilots: 'Pilots' },
  pilots: {
    title: 'Loss-control pilots', new: 'New pilot', created: 'Pilot planned.', restaurant: 'Restaurant', startDate: 'Start', endDate: 'End', note: 'Note',
    required: 'is required', checklist: 'Checklist', noChecklist: 'No checklist items yet.', newItem: 'New checklist item', addItem: 'Add item', removeItem: 'Remove {{label}}',
    finalReport: 'Final report', finalReportTo: 'Move the final report to', done: '{{done}} of {{total}} done', editTitle: 'Pilot in {{name}}',
    moveTo: { Planned: 'Back to planned', Active: 'Start', Completed: 'Complete', Cancelled: 'Cancel pilot' },
  },
  eod: {
    verdict: { balanced: 'balanced', short: 'short of net sales', over: 'more than net sales', differsFromLedger: 'differs from the sales ledger' },
    derivedNet: 'Net sales were not in the text: filled in as cash + card + Qi + delivery. Check before saving.',
    derivedGross: 'Gross sales were not in the text: filled in as equal to net sales. Add any discounts before saving.',
    title: 'End-of-day reports', new: 'New end-of-day report', created: 'Report saved.', saved: 'Figures saved.', businessDate: 'Business day',
    gross: 'Gross sales (IQD)', net: 'Net sales (IQD)', cash: 'Cash (IQD)', card: 'Card (IQD)', qi: 'Qi Card (IQD)', delivery: 'Delivery platforms (IQD)',
    payments: 'Payments', variance: 'Variance', source: 'Source', review: 'Review', reviewTitle: 'End-of-day report of {{date}}',
    paste: 'Paste the report text (English or Arabic)', parse: 'Read the text', parsed: 'Read from the text; check the figures before saving.',
    missing: 'Not found in the text: {{fields}}', from: 'From', to: 'To',
    ledgerTitle: 'Compared with the sales ledger ({{count}} orders)', kind: 'Payment kind', reported: 'Reported', ledger: 'Ledger',
    kindGross: 'Gross sales', kindCash: 'Cash', kindCard: 'Card', kindQi: 'Qi Card', kindWallet: 'Wallet', kindOther: 'Other', kindDue: 'Due at the counter',
  },
  lossEnum: {
    Manual: 'Typed in', Parsed: 'From pasted text', Pos: 'Point of sale', Api: 'Integration',
    NotStarted: 'Not started', Draft: 'Draft', Submitted: 'Submitted', Accepted: 'Accepted',
  },
};
