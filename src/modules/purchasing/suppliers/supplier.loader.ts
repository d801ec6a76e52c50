import type DataLoader from 'dataloader';
import type { RequestContext } from '../../../core/context/request-context';
import type { Supplier } from './supplier.entity';
import { supplierService } from './supplier.service';

/** Suppliers by id, one query per request however many documents ask. */
export function supplierLoader(ctx: RequestContext): DataLoader<string, Supplier | null> {
  return ctx.loaders.get<string, Supplier | null>('purchasing.supplier', async (ids) => {
    const found = await supplierService.getMany(ctx, ids);
    return ids.map((id) => found.get(id) ?? null);
  });
}
