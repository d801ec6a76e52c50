import type { FeatureModule } from '../modules/feature-module';
import { can } from './auth/rules';
import { AuditEntry } from './audit/audit-entry.entity';
import { AuditTrailResolver } from './audit/audit-trail.resolver';
import { OutboxEvent } from './outbox/outbox-event.entity';
import { IdempotencyRecord } from './idempotency/idempotency-record.entity';
import { idempotencyCleanupJob } from './idempotency/idempotency-cleanup.job';

export const coreModule: FeatureModule = {
  name: 'core',
  entities: [AuditEntry, OutboxEvent, IdempotencyRecord],
  resolvers: [AuditTrailResolver],
  jobs: [idempotencyCleanupJob],
  rules: { Query: { auditTrail: can('audit:read') } },
};
