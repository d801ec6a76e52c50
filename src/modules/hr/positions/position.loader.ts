import type DataLoader from 'dataloader';
import { In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { Position } from './position.entity';

/** Positions by id, one query per request however many rows ask (deleted ones included). */
export function positionLoader(ctx: RequestContext): DataLoader<string, Position | null> {
  return ctx.loaders.get<string, Position | null>('hr.position', async (ids) => {
    const rows = await ctx.db.find(Position, { where: { id: In([...ids]), organizationId: ctx.organizationId }, withDeleted: true });
    const found = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => found.get(id) ?? null);
  });
}
