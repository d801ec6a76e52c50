import { body, CONSOLE, list, path, queryObject, RouteTable } from '../route-types';

/**
 * Commercial setup. Sales channels are documented extensions under settings (docs/commercial.md);
 * branch groups and promotions (spec 4.7) follow.
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
  ],
};
