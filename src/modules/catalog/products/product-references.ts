import { type EntityManager, In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { invalidField } from '../../../core/errors/app-error';
import { Branch } from '../../identity/branches/branch.entity';
import { ProductBranchExclusion } from './product-branch-exclusion.entity';

/** Every id must be a branch of the caller's organisation (422 on `field` otherwise). */
export async function assertOwnBranches(manager: EntityManager, ctx: RequestContext, ids: string[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const found = await manager.find(Branch, { select: { id: true }, where: { id: In(ids), organizationId: ctx.organizationId } });
  const known = new Set(found.map((b) => b.id));
  const missing = ids.findIndex((id) => !known.has(id));
  if (missing >= 0) throw invalidField(`${field}[${missing}]`, 'is not a branch of this organisation');
}

/** Hidden branches of products, by product id (for reads, DataLoaders and events). */
export async function hiddenBranchesOf(manager: EntityManager, ctx: RequestContext, productIds: readonly string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return result;
  const rows = await manager.find(ProductBranchExclusion, {
    where: { organizationId: ctx.organizationId, productId: In([...new Set(productIds)]) },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  for (const row of rows) result.get(row.productId)?.push(row.branchId);
  return result;
}

/** Replaces the set of branches that hide a product. */
export async function replaceHiddenBranches(manager: EntityManager, ctx: RequestContext, productId: string, branchIds: string[]): Promise<void> {
  await manager.delete(ProductBranchExclusion, { organizationId: ctx.organizationId, productId });
  if (branchIds.length === 0) return;
  await manager.insert(
    ProductBranchExclusion,
    branchIds.map((branchId) => ({ organizationId: ctx.organizationId, productId, branchId })),
  );
}
