import type { RequestContext } from '../context/request-context';
import type { ListArgs } from '../lists/list-args';
import { PageResult, resolveListWindow, toPage } from '../lists/list-window';
import { listSortFields } from '../lists/sort-fields';
import { AuditEntry } from './audit-entry.entity';

const AUDIT_SORTABLE = listSortFields('auditTrail', ['at'] as const);

export class AuditTrailService {
  /** The history of one record, newest first; only the caller's organisation. */
  async forRecord(ctx: RequestContext, entityType: string, entityId: string, list: ListArgs | undefined): Promise<PageResult<AuditEntry>> {
    const window = resolveListWindow(list, AUDIT_SORTABLE, { sort: 'at', dir: 'desc' });
    const [items, total] = await ctx.db.findAndCount(AuditEntry, {
      where: { organizationId: ctx.organizationId, entityType, entityId },
      order: { at: window.dir, id: window.dir },
      skip: window.offset,
      take: window.perPage,
    });
    return toPage(items, total, window);
  }
}

export const auditTrailService = new AuditTrailService();
