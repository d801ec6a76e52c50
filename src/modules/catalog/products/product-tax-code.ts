import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { taxCodeService } from '../../accounting/tax-codes/tax-code.service';
import type { DeleteGuard } from '../../../core/modules/delete-guards';
import { TaxAppliesTo } from '../../accounting/tax-codes/tax-code.rules';
import { Product } from './product.entity';

/** A product's tax code: a live, active tax code of the organisation that applies to sales (422 on `field`). */
export async function assertTaxCodeUsable(manager: EntityManager, ctx: RequestContext, taxCodeId: string, field: string): Promise<void> {
  await taxCodeService.requireUsable(ctx, manager, taxCodeId, field, TaxAppliesTo.Sales);
}

/** A tax code cannot be deleted while an active, live product uses it (409); declared by the catalogue module. */
export const productTaxCodeGuard: DeleteGuard = {
  protects: 'taxCode',
  check: async (manager, ctx, taxCodeId) => {
    const count = await manager.count(Product, { where: { organizationId: ctx.organizationId, taxCodeId, active: true } });
    return count > 0 ? `The tax code is used by ${count} active product(s); change their tax code or deactivate them first.` : null;
  },
};
