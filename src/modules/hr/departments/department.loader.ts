import type DataLoader from 'dataloader';
import type { RequestContext } from '../../../core/context/request-context';
import type { Department } from './department.entity';
import { departmentService } from './department.service';

/** Departments by id, one query per request however many rows ask. */
export function departmentLoader(ctx: RequestContext): DataLoader<string, Department | null> {
  return ctx.loaders.get<string, Department | null>('hr.department', async (ids) => {
    const found = await departmentService.getMany(ctx, ids);
    return ids.map((id) => found.get(id) ?? null);
  });
}
