import type { FeatureModule } from './modules/feature-module';
import { can } from './auth/rules';
import { AuditEntry } from './audit/audit-entry.entity';
import { AuditTrailResolver } from './audit/audit-trail.resolver';
import { OutboxEvent } from './outbox/outbox-event.entity';
import { IdempotencyRecord } from './idempotency/idempotency-record.entity';
import { retentionJob } from './retention/retention.job';
import { DevMail } from './mail/dev-mail.entity';
import { StoredFile, StoredFileChunk } from './files/stored-file.entity';
import { sendMailJob } from './mail/send-mail.job';
import { ServiceInstance } from './instances/service-instance.entity';
import { LiveBranchSequence, LiveEvent } from './live/live-event.entity';
import { livePruneJob } from './live/live-prune.job';
import { auditRoutes } from './audit/audit.routes';
import { auditTrailSort } from './audit/audit-trail.service';

export const coreModule: FeatureModule = {
  name: 'core',
  routes: [auditRoutes],
  sortFields: [auditTrailSort],
  entities: [AuditEntry, OutboxEvent, IdempotencyRecord, DevMail, StoredFile, StoredFileChunk, ServiceInstance, LiveBranchSequence, LiveEvent],
  resolvers: [AuditTrailResolver],
  jobs: [retentionJob, sendMailJob, livePruneJob],
  rules: { Query: { auditTrail: can('audit:read') } },
};
