import type { ShieldRule } from '../core/auth/rules';
import type { EventDefinition } from '../core/events/event-catalog';
import type { JobDefinition } from '../core/jobs/job-queue';

/**
 * What a feature contributes to the service. The shield rules name every Query and Mutation
 * field the feature's resolvers add; start-up fails if one is missing.
 */
export interface FeatureModule {
  name: string;
  entities?: Function[];
  resolvers?: Function[];
  rules?: { Query?: Record<string, ShieldRule>; Mutation?: Record<string, ShieldRule> };
  events?: EventDefinition[];
  jobs?: JobDefinition<any>[];
  matchTargets?: import('../core/reconciliation/match-target').MatchTarget[];
}
