import type DataLoader from 'dataloader';
import type { RequestContext } from '../../../core/context/request-context';
import type { CapacityType } from './capacity-type.entity';
import { capacityTypeService } from './capacity-type.service';

/** Capacity types by id, one query per request however many rows ask. */
export function capacityTypeLoader(ctx: RequestContext): DataLoader<string, CapacityType | null> {
  return ctx.loaders.get<string, CapacityType | null>('catalog.capacity-type', async (ids) => {
    const found = await capacityTypeService.getMany(ctx, ids);
    return ids.map((id) => found.get(id) ?? null);
  });
}
