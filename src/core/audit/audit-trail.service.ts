import type { RequestContext } from '../context/request-context';
import { entityRows } from '../db/entity-rows';
import type { ListArgs } from '../lists/list-args';
import { type PageResult, resolveListWindow, sqlIdPage, unnamedQueries } from '../lists/list-window';
import { listSortFields } from '../lists/sort-fields';
import { AuditEntry } from './audit-entry.entity';

const AUDIT_SORTABLE = listSortFields('auditTrail', ['at'] as const);

export class AuditTrailService {
  /**
   * The history of one record, newest first; only the caller's organisation. Fixed SQL (sqlIdPage):
   * the query builder cost more CPU than the page (docs/performance.md, "Service CPU per list page").
   */
  async forRecord(ctx: RequestContext, entityType: string, entityId: string, list: ListArgs | undefined): Promise<PageResult<AuditEntry>> {
    const window = resolveListWindow(list, AUDIT_SORTABLE, { sort: 'at', dir: 'desc' });
    const { dir } = window;
    return sqlIdPage(unnamedQueries(ctx), window, {
      reader: entityRows(ctx.db.connection, AuditEntry, 'a'),
      alias: 'a',
      where: 'a.organization_id = $1 AND a.entity_type = $2 AND a.entity_id = $3',
      params: [ctx.organizationId, entityType, entityId],
      orderBy: `a.at ${dir}, a.id ${dir}`,
    });
  }
}

export const auditTrailService = new AuditTrailService();
