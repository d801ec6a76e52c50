import type DataLoader from 'dataloader';
import type { RequestContext } from '../../../core/context/request-context';
import { Shift } from './shift.entity';

/** Shifts by id, one query per request (the shift a swap request is about; null once removed). */
export function shiftLoader(ctx: RequestContext): DataLoader<string, Shift | null> {
  return ctx.loaders.get<string, Shift | null>('labour.swap-shift', async (ids) => {
    const rows = await ctx.db
      .getRepository(Shift)
      .createQueryBuilder('s')
      .where('s.organization_id = :org AND s.id IN (:...ids)', { org: ctx.organizationId, ids: [...ids] })
      .getMany();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}
