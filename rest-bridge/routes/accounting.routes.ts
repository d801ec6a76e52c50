import { body, bodyField, CONSOLE, list, path, queryObject, RouteTable } from '../route-types';

const A = `${CONSOLE}/accounting`;

export const accountingRoutes: RouteTable = {
  area: 'Accounting',
  routes: [
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
