import { CONSOLE, list, query, type RouteTable } from '../modules/route-table';

export const auditRoutes: RouteTable = {
  area: 'Audit',
  routes: [
    {
      method: 'GET',
      path: `${CONSOLE}/audit-trail`,
      operation: 'query',
      field: 'auditTrail',
      credential: 'session-or-key',
      extension: true,
      summary: 'History of one record: who changed it, when and why',
      description: 'Query EntityType (e.g. department, position, employee, batch) and EntityId; newest first.',
      args: { entityType: query('EntityType', 'entity_type'), entityId: query('EntityId', 'entity_id'), list: list() },
    },
  ],
};
