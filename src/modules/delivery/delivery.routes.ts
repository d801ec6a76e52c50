import { body, CONSOLE, list, path, queryObject, type RouteTable } from '../../core/modules/route-table';

const D = `${CONSOLE}/delivery`;

/** Delivery platforms (docs/delivery.md): not in the interface specification, so every route is a documented extension. */
export const deliveryRoutes: RouteTable = {
  area: 'Delivery',
  routes: [
    {
      method: 'GET',
      path: `${D}/connections`,
      operation: 'query',
      field: 'deliveryConnections',
      credential: 'session-or-key',
      extension: true,
      summary: 'List delivery platform connections',
      args: { list: list(), filter: queryObject({ branchId: 'BranchId', platform: 'Platform', active: 'Active' }) },
    },
    {
      method: 'POST',
      path: `${D}/connections`,
      operation: 'mutation',
      field: 'createDeliveryConnection',
      credential: 'session-or-key',
      extension: true,
      summary: "Connect a branch's store on a delivery platform",
      args: { input: body() },
    },
    {
      method: 'GET',
      path: `${D}/connections/{id}`,
      operation: 'query',
      field: 'deliveryConnection',
      credential: 'session-or-key',
      extension: true,
      summary: 'Get a delivery connection',
      args: { id: path('id') },
    },
    {
      method: 'PUT',
      path: `${D}/connections/{id}`,
      operation: 'mutation',
      field: 'updateDeliveryConnection',
      credential: 'session-or-key',
      extension: true,
      summary: 'Change a delivery connection',
      args: { id: path('id'), input: body() },
    },
    {
      method: 'DELETE',
      path: `${D}/connections/{id}`,
      operation: 'mutation',
      field: 'deleteDeliveryConnection',
      credential: 'session-or-key',
      extension: true,
      summary: 'Remove a delivery connection without orders',
      args: { id: path('id') },
    },
    {
      method: 'POST',
      path: `${D}/connections/{id}/rotate-secret`,
      operation: 'mutation',
      field: 'rotateDeliveryConnectionSecret',
      credential: 'session-or-key',
      extension: true,
      summary: 'Give a Generic connection a new signing secret',
      args: { id: path('id') },
    },
  ],
};
