import type { RequestContext } from '../../../core/context/request-context';
import { recordAudit } from '../../../core/audit/record-audit';
import { lockOrNotFound } from '../../../core/db/write-helpers';
import { validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { listSortFields } from '../../../core/lists/sort-fields';
import { ModifierOption } from '../../catalog/modifier-groups/modifier-group.entity';
import { Product } from '../../catalog/products/product.entity';
import { DeliveryMappingKind } from '../shared/delivery-vocabulary';
import { DeliveryItemMapping } from './delivery-item-mapping.entity';
import type { DeliveryItemMappingFilter, MapDeliveryItemInput } from './delivery-item-mapping.inputs';

const SORT_COLUMNS = { platformName: 'm.platform_name', createdAt: 'm.created_at' } as const;
export const deliveryItemMappingsSort = listSortFields('deliveryItemMappings', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);

/**
 * Platform items to products and options (docs/delivery.md, "Mapping"). Every item id an order
 * names is listed by the intake with no target; a person maps it here, and the next order with it
 * is placed with the product (orders already received keep their lines).
 */
export class DeliveryItemMappingService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: DeliveryItemMappingFilter | undefined): Promise<PageResult<DeliveryItemMapping>> {
    const window = resolveListWindow(list, deliveryItemMappingsSort.fields, { sort: 'platformName', dir: 'asc' });
    const query = ctx.db.getRepository(DeliveryItemMapping).createQueryBuilder('m').where('m.organization_id = :org', { org: ctx.organizationId });
    if (filter?.connectionId) query.andWhere('m.connection_id = :connectionId', { connectionId: filter.connectionId });
    if (filter?.kind) query.andWhere('m.kind = :kind', { kind: filter.kind });
    if (filter?.unmapped === true) query.andWhere('m.product_id IS NULL AND m.modifier_option_id IS NULL');
    if (filter?.unmapped === false) query.andWhere('(m.product_id IS NOT NULL OR m.modifier_option_id IS NOT NULL)');
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('m.id', 'ASC'), window);
  }

  async map(ctx: RequestContext, id: string, input: MapDeliveryItemInput): Promise<DeliveryItemMapping> {
    return ctx.transaction(async (uow) => {
      const mapping = await lockOrNotFound(uow.manager, DeliveryItemMapping, ctx, id, 'Delivery item mapping');
      const productId = input.productId ?? null;
      const modifierOptionId = input.modifierOptionId ?? null;
      if (mapping.kind === DeliveryMappingKind.Product) {
        if (modifierOptionId) throw validationError({ modifierOptionId: ['must be left out for a platform item (map it to a product)'] });
        if (productId && !(await uow.manager.exists(Product, { where: { id: productId, organizationId: ctx.organizationId } }))) {
          throw validationError({ productId: ['does not refer to a product of this organisation'] });
        }
      } else {
        if (productId) throw validationError({ productId: ['must be left out for a platform option (map it to a modifier option)'] });
        if (modifierOptionId && !(await uow.manager.exists(ModifierOption, { where: { id: modifierOptionId, organizationId: ctx.organizationId } }))) {
          throw validationError({ modifierOptionId: ['does not refer to a modifier option of this organisation'] });
        }
      }
      const before = { productId: mapping.productId, modifierOptionId: mapping.modifierOptionId };
      mapping.productId = productId;
      mapping.modifierOptionId = modifierOptionId;
      await uow.manager.save(DeliveryItemMapping, mapping);
      await recordAudit(uow, ctx, {
        entityType: 'delivery-item-mapping',
        entityId: mapping.id,
        action: productId || modifierOptionId ? 'mapped' : 'unmapped',
        changes: { before, after: { productId, modifierOptionId } },
      });
      return mapping;
    });
  }
}

export const deliveryItemMappingService = new DeliveryItemMappingService();
