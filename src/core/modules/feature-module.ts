import type { ShieldRule } from '../auth/rules';
import type { EventDefinition } from '../events/event-catalog';
import type { JobDefinition } from '../jobs/job-queue';
import type { ReportDefinition } from '../reports/report-definition';
import type { MatchTarget } from '../reconciliation/match-target';
import type { DeleteGuard } from './delete-guards';
import type { Runtime } from '../runtime';
import type { RouteTable } from './route-table';
import type { CatalogueEntry } from '../i18n/messages';
import type { ListSortFields } from '../lists/sort-fields';
import type { RequestHandler } from 'express';
import type { EventObserver } from '../outbox/emit';
import type { DayCloseContribution } from './day-close-contributions';

/**
 * How an inbound endpoint is documented in the service's OpenAPI document (it has no route table
 * row to generate it from): OpenAPI 3.1 path items keyed by path from the service root, each
 * operation naming its own security, the security schemes they name, and their tags' text.
 */
export interface InboundOpenApi {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  securitySchemes: Record<string, Record<string, unknown>>;
  tags: Record<string, string>;
}

/**
 * What a feature contributes to the service. The shield rules name every Query and Mutation
 * field the feature's resolvers add; start-up fails if one is missing.
 */
export interface FeatureModule {
  name: string;
  entities?: Function[];
  resolvers?: Function[];
  rules?: { Query?: Record<string, ShieldRule>; Mutation?: Record<string, ShieldRule>; Subscription?: Record<string, ShieldRule> };
  /** The REST bridge's route tables for the feature's spec paths (one table per OpenAPI tag). */
  routes?: RouteTable[];
  /** The feature's API messages in English and Arabic (`defineMessages`, src/core/i18n/define-messages.ts). */
  messages?: Record<string, CatalogueEntry>;
  /** Each list's sortable fields (`listSortFields` in the list's service); every list must have one. */
  sortFields?: ListSortFields[];
  events?: EventDefinition[];
  jobs?: JobDefinition<any>[];
  /** Reports the module adds to the report catalogue (exports, subscriptions). */
  reports?: ReportDefinition[];
  /** Bank-reconciliation match targets the module adds to the registry (accounting). */
  matchTargets?: MatchTarget[];
  /** Checks that refuse (409) the deletion of another feature's record this module's records still point at. */
  deleteGuards?: DeleteGuard[];
  /** Figures the module adds to every branch's daily close (labour cost), with the SQL that says when they may have changed. */
  dayCloseContributions?: DayCloseContribution[];
  /**
   * HTTP endpoints outside the API doors for callers that prove themselves by their own scheme (a
   * delivery platform's signed request): mounted at `path`, below the API, before the console.
   */
  inbound?: Array<{ path: string; handler: (runtime: Runtime) => RequestHandler; openApi?: InboundOpenApi }>;
  /** Work done in the emitting unit of work when another feature's event is emitted (src/core/outbox/emit.ts). */
  eventObservers?: EventObserver[];
  /** Called once when a runtime is built (e.g. to subscribe to broadcasts); must not block. */
  start?: (runtime: Runtime) => void;
}
