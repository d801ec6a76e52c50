import type { RequestContext } from '../context/request-context';
import type { ListArgs } from '../lists/list-args';
import { fetchPage, type PageResult, resolveListWindow } from '../lists/list-window';
import { listSortFields } from '../lists/sort-fields';
import { AuditEntry } from './audit-entry.entity';

const AUDIT_SORTABLE = listSortFields('auditTrail', ['at'] as const);

export class AuditTrailService {
  /** The history of one record, newest first; only the caller's organisation. */
  async forRecord(ctx: RequestContext, entityType: string, entityId: string, list: ListArgs | undefined): Promise<PageResult<AuditEntry>> {
    const window = resolveListWindow(list, AUDIT_SORTABLE, { sort: 'at', dir: 'desc' });
    const query = ctx.db
      .getRepository(AuditEntry)
      .createQueryBuilder('a')
      .where('a.organization_id = :organizationId AND a.entity_type = :entityType AND a.entity_id = :entityId', {
        organizationId: ctx.organizationId,
        entityType,
        entityId,
      })
      .orderBy('a.at', window.dir)
      .addOrderBy('a.id', window.dir);
    return fetchPage(ctx, query, window);
  }
}

export const auditTrailService = new AuditTrailService();
