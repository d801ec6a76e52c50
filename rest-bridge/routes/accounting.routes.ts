import { body, bodyField, CONSOLE, list, path, queryObject, RouteTable } from '../route-types';

const A = `${CONSOLE}/accounting`;

export const accountingRoutes: RouteTable = {
  area: 'Accounting',
  routes: [
    {
      method: 'GET', path: `${A}/bank-accounts`, operation: 'query', field: 'bankAccounts', credential: 'session-or-key',
      summary: 'List bank accounts (with line counts by status and the last statement date)', args: { list: list(), filter: queryObject({ active: 'Active' }) },
    },
    {
      method: 'POST', path: `${A}/bank-accounts`, operation: 'mutation', field: 'createBankAccount', credential: 'session-or-key',
      summary: 'Create a bank account', args: { input: body() },
    },
    {
      method: 'GET', path: `${A}/bank-accounts/{id}`, operation: 'query', field: 'bankAccount', credential: 'session-or-key',
      summary: 'Get a bank account', args: { id: path('id') },
    },
    {
      method: 'PUT', path: `${A}/bank-accounts/{id}`, operation: 'mutation', field: 'updateBankAccount', credential: 'session-or-key', extension: true,
      summary: 'Change a bank account (name, accountNumber, branchId; the currency never changes)', args: { id: path('id'), input: body() },
    },
    {
      method: 'POST', path: `${A}/bank-accounts/{id}/active`, operation: 'mutation', field: 'setBankAccountActive', credential: 'session-or-key', extension: true,
      summary: 'Activate or deactivate a bank account (body active, reason)', args: { id: path('id'), input: body() },
    },
    {
      method: 'POST', path: `${A}/bank-accounts/{id}/statement-imports`, operation: 'mutation', field: 'importBankStatement', credential: 'session-or-key',
      summary: 'Import a bank statement CSV (all or nothing; duplicates skipped)', description: 'See docs/accounting.md for the file format and limits.',
      args: { bankAccountId: path('id'), csv: bodyField('csv') },
    },
    {
      method: 'GET', path: `${A}/bank-accounts/{id}/statement-imports`, operation: 'query', field: 'statementImports', credential: 'session-or-key', extension: true,
      summary: 'List the statement imports of a bank account', args: { bankAccountId: path('id'), list: list() },
    },
    {
      method: 'GET', path: `${A}/bank-statement-lines`, operation: 'query', field: 'bankStatementLines', credential: 'session-or-key',
      summary: 'List bank statement lines', args: { list: list(), filter: queryObject({ bankAccountId: 'BankAccountId', status: 'Status', from: 'From', to: 'To' }) },
    },
    {
      method: 'GET', path: `${A}/bank-statement-lines/{id}`, operation: 'query', field: 'bankStatementLine', credential: 'session-or-key', extension: true,
      summary: 'Get a bank statement line', args: { id: path('id') },
    },
    {
      method: 'POST', path: `${A}/bank-statement-lines/{id}/exclude`, operation: 'mutation', field: 'excludeBankStatementLine', credential: 'session-or-key',
      summary: 'Exclude an unmatched line (body reason)', args: { id: path('id'), input: body() },
    },
    {
      method: 'POST', path: `${A}/bank-statement-lines/{id}/match`, operation: 'mutation', field: 'matchBankStatementLine', credential: 'session-or-key',
      summary: 'Match an unmatched line (body matchType, matchedRef, note)', args: { id: path('id'), input: body() },
    },
    {
      method: 'POST', path: `${A}/bank-statement-lines/{id}/reopen`, operation: 'mutation', field: 'reopenBankStatementLine', credential: 'session-or-key',
      summary: 'Reopen a matched or excluded line (body reason)', args: { id: path('id'), input: body() },
    },
    {
      method: 'GET', path: `${A}/bank-statement-lines/{id}/suggestions`, operation: 'query', field: 'bankStatementLineSuggestions', credential: 'session-or-key',
      summary: 'Ranked match candidates with their reasons (at most 10)', args: { id: path('id') },
    },
    {
      method: 'GET', path: `${A}/tax-codes`, operation: 'query', field: 'taxCodes', credential: 'session-or-key',
      summary: 'List tax codes', args: { list: list(), filter: queryObject({ kind: 'Kind', appliesTo: 'AppliesTo', active: 'Active', includeDeleted: 'IncludeDeleted' }) },
    },
    {
      method: 'POST', path: `${A}/tax-codes`, operation: 'mutation', field: 'createTaxCode', credential: 'session-or-key',
      summary: 'Create a tax code', args: { input: body() },
    },
    {
      method: 'GET', path: `${A}/tax-codes/{id}`, operation: 'query', field: 'taxCode', credential: 'session-or-key',
      summary: 'Get a tax code', args: { id: path('id') },
    },
    {
      method: 'PUT', path: `${A}/tax-codes/{id}`, operation: 'mutation', field: 'updateTaxCode', credential: 'session-or-key',
      summary: 'Change a tax code (name, nameAr, ratePermille, appliesTo; the code never changes)', args: { id: path('id'), input: body() },
    },
    {
      method: 'DELETE', path: `${A}/tax-codes/{id}`, operation: 'mutation', field: 'deleteTaxCode', credential: 'session-or-key',
      summary: 'Delete a tax code (soft; refused while an active product uses it)', args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'POST', path: `${A}/tax-codes/{id}/active`, operation: 'mutation', field: 'setTaxCodeActive', credential: 'session-or-key',
      summary: 'Activate or deactivate a tax code', args: { id: path('id'), input: body() },
    },
  ],
};
