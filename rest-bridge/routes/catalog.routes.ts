import { body, bodyField, CONSOLE, list, path, queryObject, RouteTable } from '../route-types';

/**
 * Catalogue. Product categories, consumables (bills of materials) and catalogue imports are spec
 * paths; inventory items, capacity types and products are extensions (see docs/catalogue.md).
 */
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
    {
      method: 'GET', path: `${CONSOLE}/product-categories`, operation: 'query', field: 'productCategories', credential: 'session-or-key',
      summary: 'List product categories',
      description: 'Query Active (boolean), IncludeDeleted (boolean) and the standard list parameters; sorted by sortOrder then name unless Sort is given (sortOrder, name, code, createdAt, updatedAt).',
      args: { list: list(), filter: queryObject({ active: 'Active', includeDeleted: 'IncludeDeleted' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/product-categories`, operation: 'mutation', field: 'createProductCategory', credential: 'session-or-key',
      summary: 'Create a product category', description: 'Body code (unique), name, nameAr, sortOrder, active, metadata (JSON text, at most 4,000 characters).',
      args: { input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/product-categories/{id}`, operation: 'query', field: 'productCategory', credential: 'session-or-key',
      summary: 'Get a product category', args: { id: path('id') },
    },
    {
      method: 'PATCH', path: `${CONSOLE}/product-categories/{id}`, operation: 'mutation', field: 'updateProductCategory', credential: 'session-or-key',
      summary: 'Change a product category', description: 'Body name, nameAr, sortOrder, active, metadata; omitted fields keep their value.',
      args: { id: path('id'), input: body() },
    },
    {
      method: 'DELETE', path: `${CONSOLE}/product-categories/{id}`, operation: 'mutation', field: 'deleteProductCategory', credential: 'session-or-key',
      summary: 'Delete a product category (soft; 409 while active products use it)', args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'GET', path: `${CONSOLE}/catalog/products`, operation: 'query', field: 'products', credential: 'session-or-key', extension: true,
      summary: 'List products',
      description: 'Query CategoryId, Active, Channel (a SalesChannelKind), BranchId (not hidden there), IncludeDeleted and the standard list parameters; Sort: sortOrder (default, then name), name, code, basePriceIqd, createdAt, updatedAt.',
      args: { list: list(), filter: queryObject({ categoryId: 'CategoryId', active: 'Active', channel: 'Channel', branchId: 'BranchId', includeDeleted: 'IncludeDeleted' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/catalog/products`, operation: 'mutation', field: 'createProduct', credential: 'session-or-key', extension: true,
      summary: 'Create a product',
      description: 'Body code, name, nameAr, description, descriptionAr, categoryId, basePriceIqd (int64), taxCodeId, active, channels (SalesChannelKind[]), hiddenBranchIds, sortOrder, imageUrl.',
      args: { input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/catalog/products/{id}`, operation: 'query', field: 'product', credential: 'session-or-key', extension: true,
      summary: 'Get a product with its bill of materials, standard cost and margin', args: { id: path('id') },
    },
    {
      method: 'PATCH', path: `${CONSOLE}/catalog/products/{id}`, operation: 'mutation', field: 'updateProduct', credential: 'session-or-key', extension: true,
      summary: 'Change a product (omitted fields keep their value)', args: { id: path('id'), input: body() },
    },
    {
      method: 'DELETE', path: `${CONSOLE}/catalog/products/{id}`, operation: 'mutation', field: 'deleteProduct', credential: 'session-or-key', extension: true,
      summary: 'Delete a product (soft)', args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'GET', path: `${CONSOLE}/products/{productId}/consumables`, operation: 'query', field: 'productConsumables', credential: 'session-or-key',
      summary: "List a product's bill of materials", args: { productId: path('productId') },
    },
    {
      method: 'POST', path: `${CONSOLE}/products/{productId}/consumables`, operation: 'mutation', field: 'addProductConsumable', credential: 'session-or-key',
      summary: 'Add a bill-of-materials line',
      description: 'Body inventoryItemId, qtyPerParentUnit (> 0, 3 decimals), unit (compatible with the item: g↔kg, ml↔l), channelScope (All or a SalesChannelKind), required, kind, sortOrder. The same item twice for one scope is 409.',
      args: { productId: path('productId'), input: body() },
    },
    {
      method: 'DELETE', path: `${CONSOLE}/products/{productId}/consumables/{bomLineId}`, operation: 'mutation', field: 'removeProductConsumable', credential: 'session-or-key',
      summary: 'Remove a bill-of-materials line', args: { productId: path('productId'), bomLineId: path('bomLineId') },
    },
    {
      method: 'POST', path: `${CONSOLE}/catalog/imports/products`, operation: 'mutation', field: 'previewProductImport', credential: 'session-or-key',
      summary: 'Preview a product import (nothing changes)',
      description: 'Body format (Csv or Json) and content. Stores a preview (24 hours) with per-row actions, before → after changes and row errors.',
      args: { input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/catalog/imports/{batchId}`, operation: 'query', field: 'productImport', credential: 'session-or-key',
      summary: 'Get an import preview', args: { batchId: path('batchId') },
    },
    {
      method: 'POST', path: `${CONSOLE}/catalog/imports/{batchId}/commit`, operation: 'mutation', field: 'commitProductImport', credential: 'session-or-key',
      summary: 'Commit an import preview',
      description: 'Body format and content, identical to the preview (409 otherwise); 422 while rows have errors; a batch commits once (409).',
      args: { batchId: path('batchId'), input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/catalog/modifier-groups`, operation: 'query', field: 'modifierGroups', credential: 'session-or-key', extension: true,
      summary: 'List modifier groups', description: 'Query IncludeDeleted and the standard list parameters; Sort: name, createdAt, updatedAt.',
      args: { list: list(), filter: queryObject({ includeDeleted: 'IncludeDeleted' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/catalog/modifier-groups`, operation: 'mutation', field: 'createModifierGroup', credential: 'session-or-key', extension: true,
      summary: 'Create a modifier group with its options', description: 'Body name, nameAr, minChoices, maxChoices, required, options[] (name, nameAr, priceDeltaIqd, active, sortOrder).',
      args: { input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/catalog/modifier-groups/{id}`, operation: 'query', field: 'modifierGroup', credential: 'session-or-key', extension: true,
      summary: 'Get a modifier group', args: { id: path('id') },
    },
    {
      method: 'PUT', path: `${CONSOLE}/catalog/modifier-groups/{id}`, operation: 'mutation', field: 'updateModifierGroup', credential: 'session-or-key', extension: true,
      summary: 'Replace a modifier group and its options (options with an id are kept, without one are new, left out are removed)', args: { id: path('id'), input: body() },
    },
    {
      method: 'DELETE', path: `${CONSOLE}/catalog/modifier-groups/{id}`, operation: 'mutation', field: 'deleteModifierGroup', credential: 'session-or-key', extension: true,
      summary: 'Delete a modifier group (soft; 409 while a product uses it)', args: { id: path('id'), reason: bodyField('reason') },
    },
  ],
};
