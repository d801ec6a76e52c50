/** Strings of the accounting pages (bank accounts, statement lines, tax codes) and their enum values. */
export const accountingEn = {
  moneyNav: { accounting: 'Accounting', bankAccounts: 'Bank accounts', statementLines: 'Statement lines', taxCodes: 'Tax codes' },
  moneyEnum: {
    Unmatched: 'Unmatched', Matched: 'Matched', Excluded: 'Excluded',
    HrAdvance: 'Salary advance', HrLoanDisbursement: 'Loan paid out', HrLoanInstallment: 'Loan installment', SupplierPayment: 'Supplier payment',
    Transfer: 'Transfer between accounts', Other: 'Other', EodSettlement: 'End-of-day settlement', SalesSettlement: 'Card, Qi or wallet settlement',
    ExactAmount: 'Exact amount', AmountWithinTolerance: 'Amount close', DateDistance: 'Date', ReferenceFound: 'Reference found', NameFound: 'Name found', Counterparty: 'Counterparty',
    Vat: 'VAT', SalesTax: 'Sales tax', ServiceCharge: 'Service charge', Withholding: 'Withholding', Exempt: 'Exempt',
    Sales: 'Sales', Purchases: 'Purchases', Both: 'Both',
    Active: 'Active', Inactive: 'Inactive',
  },
  bankAccounts: {
    title: 'Bank accounts', new: 'New bank account', created: 'Bank account created.', accountNumber: 'Account number', currency: 'Currency',
    active: 'Active', unmatched: 'Unmatched', matched: 'Matched', excluded: 'Excluded', lastStatement: 'Last statement',
    deactivate: 'Deactivate', activate: 'Activate', import: 'Import statement', lines: 'Lines',
    activeTitle: 'Change the state of {{name}}', activeFilter: 'State',
  },
  statementImport: {
    title: 'Import a statement into {{name}}', paste: 'Paste the CSV text', file: 'Or choose a CSV file', submit: 'Import',
    result: 'Imported: {{read}} lines read, {{created}} new, {{duplicates}} already imported ({{from}} – {{to}}).',
    problems: 'The file was not imported:',
  },
  statementLines: {
    title: 'Statement lines', account: 'Account', date: 'Date', description: 'Description', reference: 'Reference', counterparty: 'Counterparty',
    amount: 'Amount', from: 'From', to: 'To', matchedTo: 'Matched to / note',
    match: 'Match', exclude: 'Exclude', reopen: 'Reopen', matchTitle: 'Match the line of {{date}} ({{amount}})',
    suggestions: 'Suggestions', noSuggestions: 'No record fits this line; match it to something else below.', score: '{{score}} points',
    points: '+{{points}}', useSuggestion: 'Match to this', other: 'Something else', matchType: 'Match type', matchedRef: 'Reference', note: 'Note',
    excludeTitle: 'Exclude the line of {{date}}', reopenTitle: 'Reopen the line of {{date}}',
  },
  taxCodes: {
    title: 'Tax codes', new: 'New tax code', created: 'Tax code created.', code: 'Code', kind: 'Kind', rate: 'Rate (per mille)', rateHelp: '150 = 15 %',
    appliesTo: 'Applies to', active: 'Active', activeFilter: 'State', deactivate: 'Deactivate', activate: 'Activate', deleteTitle: 'Delete tax code {{code}}',
    editTitle: 'Edit tax code {{code}}', activeTitle: 'Change the state of {{code}}',
  },
};
