import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../context/request-context';
import { ListArgs, listArgDescription } from '../lists/list-args';
import { Paginated } from '../lists/paginated';
import { AuditEntry } from './audit-entry.entity';
import { auditTrailService, auditTrailSort } from './audit-trail.service';

export const AuditEntryPage = Paginated(AuditEntry, 'AuditEntry');

@Resolver(() => AuditEntry)
export class AuditTrailResolver {
  @Query(() => AuditEntryPage, { description: 'Who changed a record, when and why (newest first).' })
  auditTrail(
    @Ctx() ctx: RequestContext,
    @Arg('entityType', () => String, { description: 'e.g. department, position, employee, batch.' }) entityType: string,
    @Arg('entityId', () => String, { description: 'Id of the record whose history is wanted (as stored; usually a UUID).' }) entityId: string,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(auditTrailSort, 'at Desc') }) list?: ListArgs,
  ) {
    return auditTrailService.forRecord(ctx, entityType, entityId, list);
  }
}
