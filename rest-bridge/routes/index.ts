import type { RouteTable } from '../route-types';
import { auditRoutes } from './audit.routes';
import { hrRoutes } from './hr.routes';
import { webhooksRoutes } from './webhooks.routes';

/** Every REST route table; one per area. */
export const routeTables: RouteTable[] = [hrRoutes, auditRoutes, webhooksRoutes];
