import type { RequestContext } from '../context/request-context';
import { entityRows } from '../db/entity-rows';
import type { ListArgs } from '../lists/list-args';
import { type PageResult, resolveListWindow } from '../lists/list-window';
import { type Param, readPage } from '../lists/read-page';
import { listSortFields } from '../lists/sort-fields';
import { AuditEntry } from './audit-entry.entity';

export const auditTrailSort = listSortFields('auditTrail', ['at'] as const);
const AUDIT_SORTABLE = auditTrailSort.fields;

export class AuditTrailService {
  /**
   * The history of one record, newest first; only the caller's organisation. Fixed SQL:
   * building it with the query builder cost more CPU than reading the page.
   */
  async forRecord(ctx: RequestContext, entityType: string, entityId: string, list: ListArgs | undefined): Promise<PageResult<AuditEntry>> {
    const window = resolveListWindow(list, AUDIT_SORTABLE, { sort: 'at', dir: 'desc' });
    const { dir } = window;
    return readPage(
      ctx,
      {
        reader: entityRows(ctx.db.connection, AuditEntry, 'a'),
        alias: 'a',
        where: (param: Param) =>
          `a.organization_id = ${param(ctx.organizationId)} AND a.entity_type = ${param(entityType)} AND a.entity_id = ${param(entityId)}`,
        orderBy: `a.at ${dir}, a.id ${dir}`,
      },
      window,
    );
  }
}

export const auditTrailService = new AuditTrailService();
