import { body, bodyField, CONSOLE, list, path, queryObject, RouteTable } from '../route-types';

/** Catalogue paths are not in the spec (extension): batches and waste refer to these records. */
export const catalogRoutes: RouteTable = {
  area: 'Catalog',
  routes: [
    {
      method: 'GET', path: `${CONSOLE}/catalog/inventory-items`, operation: 'query', field: 'inventoryItems', credential: 'session-or-key', extension: true,
      summary: 'List inventory items',
      description: 'Query Kind, Active (boolean), IncludeDeleted (boolean) and the standard list parameters; Sort: name, kind, standardCostIqd, createdAt, updatedAt.',
      args: { list: list(), filter: queryObject({ kind: 'Kind', active: 'Active', includeDeleted: 'IncludeDeleted' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/catalog/inventory-items`, operation: 'mutation', field: 'createInventoryItem', credential: 'session-or-key', extension: true,
      summary: 'Create an inventory item', description: 'Body name, nameAr, unit (kg, g, l, ml, piece), kind, active, standardCostIqd (int64).',
      args: { input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/catalog/inventory-items/{id}`, operation: 'query', field: 'inventoryItem', credential: 'session-or-key', extension: true,
      summary: 'Get an inventory item', args: { id: path('id') },
    },
    {
      method: 'PUT', path: `${CONSOLE}/catalog/inventory-items/{id}`, operation: 'mutation', field: 'updateInventoryItem', credential: 'session-or-key', extension: true,
      summary: 'Change an inventory item (unit and kind are fixed while an open batch uses it)', args: { id: path('id'), input: body() },
    },
    {
      method: 'DELETE', path: `${CONSOLE}/catalog/inventory-items/{id}`, operation: 'mutation', field: 'deleteInventoryItem', credential: 'session-or-key', extension: true,
      summary: 'Delete an inventory item (soft)', args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'GET', path: `${CONSOLE}/catalog/capacity-types`, operation: 'query', field: 'capacityTypes', credential: 'session-or-key', extension: true,
      summary: 'List capacity types', description: 'Query IncludeDeleted (boolean) and the standard list parameters; Sort: name, createdAt, updatedAt.',
      args: { list: list(), filter: queryObject({ includeDeleted: 'IncludeDeleted' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/catalog/capacity-types`, operation: 'mutation', field: 'createCapacityType', credential: 'session-or-key', extension: true,
      summary: 'Create a capacity type (plate, box, tray…)', args: { input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/catalog/capacity-types/{id}`, operation: 'query', field: 'capacityType', credential: 'session-or-key', extension: true,
      summary: 'Get a capacity type', args: { id: path('id') },
    },
    {
      method: 'PUT', path: `${CONSOLE}/catalog/capacity-types/{id}`, operation: 'mutation', field: 'updateCapacityType', credential: 'session-or-key', extension: true,
      summary: 'Rename a capacity type', args: { id: path('id'), input: body() },
    },
    {
      method: 'DELETE', path: `${CONSOLE}/catalog/capacity-types/{id}`, operation: 'mutation', field: 'deleteCapacityType', credential: 'session-or-key', extension: true,
      summary: 'Delete a capacity type (soft)', args: { id: path('id'), reason: bodyField('reason') },
    },
  ],
};
