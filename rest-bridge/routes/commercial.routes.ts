import { body, bodyField, CONSOLE, list, path, queryObject, RouteTable } from '../route-types';

/**
 * Commercial setup. Sales channels are documented extensions under settings (docs/commercial.md);
 * branch groups and promotions (spec 4.7) follow; promotion change requests add documented extension
 * paths to list and decide them.
 */
export const commercialRoutes: RouteTable = {
  area: 'Commercial',
  routes: [
    {
      method: 'GET', path: `${CONSOLE}/settings/channels`, operation: 'query', field: 'salesChannels', credential: 'session-or-key', extension: true,
      summary: 'List sales channels',
      description: 'Query Kind (DineIn, Takeaway, Delivery, SelfOrder, Partner), Active (boolean) and the standard list parameters; Sort: name, kind, createdAt, updatedAt.',
      args: { list: list(), filter: queryObject({ kind: 'Kind', active: 'Active' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/settings/channels`, operation: 'mutation', field: 'createSalesChannel', credential: 'session-or-key', extension: true,
      summary: 'Create a sales channel', description: 'Body name (unique, case-insensitive), nameAr, kind (DineIn, Takeaway, Delivery, SelfOrder, Partner), active (default true).',
      args: { input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/settings/channels/{id}`, operation: 'query', field: 'salesChannel', credential: 'session-or-key', extension: true,
      summary: 'Get a sales channel', args: { id: path('id') },
    },
    {
      method: 'PATCH', path: `${CONSOLE}/settings/channels/{id}`, operation: 'mutation', field: 'updateSalesChannel', credential: 'session-or-key', extension: true,
      summary: 'Change a sales channel', description: 'Body name, nameAr, kind; omitted fields keep their value.',
      args: { id: path('id'), input: body() },
    },
    {
      method: 'POST', path: `${CONSOLE}/settings/channels/{id}/deactivate`, operation: 'mutation', field: 'deactivateSalesChannel', credential: 'session-or-key', extension: true,
      summary: 'Deactivate a sales channel (409 when already inactive)', args: { id: path('id') },
    },
    {
      method: 'POST', path: `${CONSOLE}/settings/channels/{id}/activate`, operation: 'mutation', field: 'activateSalesChannel', credential: 'session-or-key', extension: true,
      summary: 'Activate a sales channel (409 when already active)', args: { id: path('id') },
    },
    {
      method: 'GET', path: `${CONSOLE}/promotions`, operation: 'query', field: 'promotions', credential: 'session-or-key',
      summary: 'List promotions',
      description:
        'Query ChannelId (uuid; with IncludeAllChannel=true also the promotions for every channel), Active, IncludeDeleted (booleans), Status (Scheduled, Running, Ended, Inactive: derived on today\'s business date in the caller\'s branch zone) and the standard list parameters; Sort: startDate (default, desc), endDate, name, discountPercent, createdAt, updatedAt.',
      args: { list: list(), filter: queryObject({ channelId: 'ChannelId', includeAllChannel: 'IncludeAllChannel', active: 'Active', includeDeleted: 'IncludeDeleted', status: 'Status' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/promotions`, operation: 'mutation', field: 'createPromotion', credential: 'session-or-key',
      summary: 'Create a promotion',
      description: "Body name, discountPercent (0 < p ≤ 100, two decimals), maxDiscountCap (IQD or null), minOrderValue (IQD, default 0), startDate ≤ endDate (business dates, inclusive), channelId (another organisation's is 422; null for every channel), active (default true).",
      args: { input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/promotions/change-requests`, operation: 'query', field: 'promotionChangeRequests', credential: 'session-or-key', extension: true,
      summary: 'List promotion change requests',
      description: 'Query Status (Pending, Approved, Rejected), PromotionId (uuid) and the standard list parameters; Sort: createdAt (default, desc), status, name, decidedAt.',
      args: { list: list(), filter: queryObject({ status: 'Status', promotionId: 'PromotionId' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/promotions/change-requests`, operation: 'mutation', field: 'proposePromotionChange', credential: 'session-or-key',
      summary: 'Propose a promotion or a change to one (maker-checker)',
      description: 'Body as promotion create, plus promotionId (optional: the promotion to change). Needs commercial:propose; another user with commercial:approve decides it.',
      args: { input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/promotions/change-requests/{id}`, operation: 'query', field: 'promotionChangeRequest', credential: 'session-or-key', extension: true,
      summary: 'Get a promotion change request', args: { id: path('id') },
    },
    {
      method: 'POST', path: `${CONSOLE}/promotions/change-requests/{id}/decision`, operation: 'mutation', field: 'decidePromotionChangeRequest', credential: 'session-or-key', extension: true,
      summary: 'Approve or reject a promotion change request',
      description:
        'Body decision (Approve, Reject), note (required to reject). Approve applies the request in one transaction and links the promotion; the proposer cannot approve their own (403); a promotion changed or deleted since the request is 409; a decided request is 409.',
      args: { id: path('id'), input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/promotions/{id}`, operation: 'query', field: 'promotion', credential: 'session-or-key',
      summary: 'Get a promotion (deleted ones too)', args: { id: path('id') },
    },
    {
      method: 'DELETE', path: `${CONSOLE}/promotions/{id}`, operation: 'mutation', field: 'deletePromotion', credential: 'session-or-key',
      summary: 'Delete a promotion (soft)', args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'PATCH', path: `${CONSOLE}/promotions/{id}/active`, operation: 'mutation', field: 'setPromotionActive', credential: 'session-or-key',
      summary: 'Switch a promotion on or off', description: 'Body active (boolean); 409 when it already has that value.',
      args: { id: path('id'), input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/branch-groups`, operation: 'query', field: 'branchGroups', credential: 'session-or-key',
      summary: 'List branch groups',
      description: 'Query Kind (PriceTier, Region), IncludeDeleted (boolean) and the standard list parameters; Sort: name, kind, priceTierPct, createdAt, updatedAt.',
      args: { list: list(), filter: queryObject({ kind: 'Kind', includeDeleted: 'IncludeDeleted' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/branch-groups`, operation: 'mutation', field: 'createBranchGroup', credential: 'session-or-key',
      summary: 'Create a branch group', description: 'Body name, nameAr, kind (PriceTier, Region), priceTierPct (whole percent −50..100, PriceTier only; default 0).',
      args: { input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/branch-groups/{id}`, operation: 'query', field: 'branchGroup', credential: 'session-or-key', extension: true,
      summary: 'Get a branch group (deleted ones too)', args: { id: path('id') },
    },
    {
      method: 'PUT', path: `${CONSOLE}/branch-groups/{id}`, operation: 'mutation', field: 'replaceBranchGroup', credential: 'session-or-key',
      summary: 'Replace a branch group', description: 'Body name, nameAr, kind, priceTierPct; every field is replaced.',
      args: { id: path('id'), input: body() },
    },
    {
      method: 'DELETE', path: `${CONSOLE}/branch-groups/{id}`, operation: 'mutation', field: 'deleteBranchGroup', credential: 'session-or-key',
      summary: 'Delete a branch group (soft; its branches leave it)', args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'POST', path: `${CONSOLE}/branch-groups/{id}/branches`, operation: 'mutation', field: 'addBranchToGroup', credential: 'session-or-key',
      summary: 'Add a branch to a group', description: "Body branchId. Another organisation's branch is 422 on branchId; a member already, or a branch already in another PriceTier group, is 409.",
      args: { id: path('id'), input: body() },
    },
    {
      method: 'DELETE', path: `${CONSOLE}/branch-groups/{id}/branches/{branchId}`, operation: 'mutation', field: 'removeBranchFromGroup', credential: 'session-or-key',
      summary: 'Remove a branch from a group', args: { id: path('id'), branchId: path('branchId'), reason: bodyField('reason') },
    },
  ],
};
