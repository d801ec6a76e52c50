import type DataLoader from 'dataloader';
import type { RequestContext } from '../../../core/context/request-context';
import { entityRows } from '../../../core/db/entity-rows';
import { Position } from './position.entity';

/**
 * Positions by id, one query per request however many rows ask (deleted ones included). Fixed
 * SQL with a metadata-derived mapper (see entity-rows.ts): this runs on every nested page.
 */
export function positionLoader(ctx: RequestContext): DataLoader<string, Position | null> {
  return ctx.loaders.get<string, Position | null>('hr.position', async (ids) => {
    const reader = entityRows(ctx.db.connection, Position, 'p');
    const rows = await ctx.query<Record<string, unknown>>(`SELECT ${reader.columns} FROM ${reader.table} p WHERE p.id = ANY($1) AND p.organization_id = $2`, [
      ids,
      ctx.organizationId,
    ]);
    const found = new Map(rows.map((row) => [row.id as string, reader.map(row)]));
    return ids.map((id) => found.get(id) ?? null);
  });
}
