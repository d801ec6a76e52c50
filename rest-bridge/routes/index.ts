import type { RouteTable } from '../route-types';
import { auditRoutes } from './audit.routes';
import { hrRoutes } from './hr.routes';
import { apiKeyRoutes } from './api-keys.routes';
import { catalogRoutes } from './catalog.routes';
import { productionRoutes } from './production.routes';
import { settingsRoutes } from './settings.routes';
import { authRoutes, memberRoutes } from './auth.routes';
import { webhooksRoutes } from './webhooks.routes';
import { exportsRoutes } from './exports.routes';
import { purchasingRoutes } from './purchasing.routes';
import { accountingRoutes } from './accounting.routes';
import { lossRoutes } from './loss.routes';
import { commercialRoutes } from './commercial.routes';
import { salesRoutes } from './sales.routes';
import { inventoryRoutes } from './inventory.routes';
import { analyticsRoutes } from './analytics.routes';

/** Every REST route table; one per area. */
export const routeTables: RouteTable[] = [
  authRoutes,
  memberRoutes,
  hrRoutes,
  auditRoutes,
  apiKeyRoutes,
  catalogRoutes,
  productionRoutes,
  settingsRoutes,
  webhooksRoutes,
  exportsRoutes,
  purchasingRoutes,
  accountingRoutes,
  lossRoutes,
  commercialRoutes,
  salesRoutes,
  inventoryRoutes,
  analyticsRoutes,
];
