import { type EntityManager, In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { isUniqueViolation } from '../../../core/db/pg-errors';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { codeKey, imageUrlProblem, nullFieldErrors } from '../shared/catalog-rules';
import { SALES_CHANNEL_KINDS } from '../shared/sales-channel-kind';
import { productCategoryService } from '../product-categories/product-category.service';
import { Product } from './product.entity';
import { type CreateProductInput, type ProductFilter, type UpdateProductInput } from './product.inputs';
import { productEvents, productPayload } from './product.events';
import { assertOwnBranches, hiddenBranchesOf, replaceHiddenBranches } from './product-references';
import { assertTaxCodeUsable } from './product-tax-code';
import { modifierGroupService } from '../modifier-groups/modifier-group.service';
import { listSortFields } from '../../../core/lists/sort-fields';
import { lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = {
  sortOrder: 'p.sort_order',
  name: 'p.name',
  code: 'p.code_key',
  basePriceIqd: 'p.base_price_iqd',
  createdAt: 'p.created_at',
  updatedAt: 'p.updated_at',
} as const;
export const productsSort = listSortFields('products', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = productsSort.fields;
const DUPLICATE_CODE = 'catalog_products_org_code_key';
/** Fields compared for audit diffs and import previews. */
export const PRODUCT_FIELDS = [
  'name',
  'nameAr',
  'description',
  'descriptionAr',
  'categoryId',
  'basePriceIqd',
  'taxCodeId',
  'active',
  'channels',
  'sortOrder',
  'imageUrl',
  'directRiceKg',
] as const;
export type ProductValues = Pick<Product, 'code' | (typeof PRODUCT_FIELDS)[number]>;

function text(value: string | null | undefined): string | null {
  return value?.trim() || null;
}

function checkImageUrl(value: string | null | undefined): void {
  if (value == null || value.trim() === '') return;
  const problem = imageUrlProblem(value.trim());
  if (problem) throw invalidField('imageUrl', problem);
}

export class ProductService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: ProductFilter | undefined): Promise<PageResult<Product>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'sortOrder', dir: 'asc' });
    const query = ctx.db.getRepository(Product).createQueryBuilder('p').where('p.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.includeDeleted) query.withDeleted();
    if (filter?.active != null) query.andWhere('p.active = :active', { active: filter.active });
    if (filter?.categoryId) query.andWhere('p.category_id = :categoryId', { categoryId: filter.categoryId });
    if (filter?.channel) query.andWhere(':channel = ANY(p.channels)', { channel: filter.channel });
    if (filter?.branchId) {
      query.andWhere(
        'NOT EXISTS (SELECT 1 FROM catalog_product_branch_exclusions x WHERE x.product_id = p.id AND x.organization_id = p.organization_id AND x.branch_id = :branchId)',
        { branchId: filter.branchId },
      );
    }
    if (window.search) query.andWhere('(p.name ILIKE :search OR p.name_ar ILIKE :search OR p.code ILIKE :search)', { search: likePattern(window.search) });
    query.orderBy(SORT_COLUMNS[window.sort], window.dir);
    if (window.sort !== 'name') query.addOrderBy('p.name', 'ASC');
    return readPage(ctx, query.addOrderBy('p.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<Product> {
    const product = await ctx.db.findOne(Product, { where: { id, organizationId: ctx.organizationId }, withDeleted: true });
    if (!product) throw notFound('Product');
    return product;
  }

  async getMany(ctx: RequestContext, ids: readonly string[]): Promise<Map<string, Product>> {
    if (ids.length === 0) return new Map();
    const rows = await ctx.db.find(Product, { where: { id: In([...new Set(ids)]), organizationId: ctx.organizationId }, withDeleted: true });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** A live product of the caller's organisation, locked for the transaction, or 404. */
  async lockLive(manager: EntityManager, ctx: RequestContext, id: string): Promise<Product> {
    const product = await lockOrNotFound(manager, Product, ctx, id, 'Product');
    return product;
  }

  async create(ctx: RequestContext, input: CreateProductInput): Promise<Product> {
    checkImageUrl(input.imageUrl);
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        if (input.categoryId) await productCategoryService.requireLive(uow.manager, ctx, input.categoryId, 'categoryId');
        if (input.taxCodeId) await assertTaxCodeUsable(uow.manager, ctx, input.taxCodeId, 'taxCodeId');
        const hidden = input.hiddenBranchIds ?? [];
        await assertOwnBranches(uow.manager, ctx, hidden, 'hiddenBranchIds');
        const groups = input.modifierGroupIds ?? [];
        await modifierGroupService.assertOwnGroups(uow.manager, ctx, groups, 'modifierGroupIds');
        const product = await this.insert(
          uow,
          ctx,
          {
            code: input.code.trim(),
            name: input.name.trim(),
            nameAr: text(input.nameAr),
            description: text(input.description),
            descriptionAr: text(input.descriptionAr),
            categoryId: input.categoryId ?? null,
            basePriceIqd: input.basePriceIqd,
            taxCodeId: input.taxCodeId ?? null,
            active: input.active ?? true,
            channels: input.channels ?? [...SALES_CHANNEL_KINDS],
            sortOrder: input.sortOrder ?? 0,
            imageUrl: text(input.imageUrl),
            directRiceKg: input.directRiceKg ?? null,
          },
          hidden,
        );
        await modifierGroupService.attach(uow.manager, ctx, product.id, groups);
        return product;
      }),
    );
  }

  /** Inside the caller's transaction (also the catalogue import's path for new products). */
  async insert(uow: UnitOfWork, ctx: RequestContext, values: ProductValues, hiddenBranchIds: string[] = []): Promise<Product> {
    const product = Object.assign(new Product(), {
      organizationId: ctx.organizationId,
      ...values,
      codeKey: codeKey(values.code),
      deletedAt: null,
      deletedBy: null,
      deleteReason: null,
    });
    await uow.manager.insert(Product, product);
    await replaceHiddenBranches(uow.manager, ctx, product.id, hiddenBranchIds);
    const payload = productPayload(product, hiddenBranchIds);
    await recordAudit(uow, ctx, { entityType: 'product', entityId: product.id, action: 'created', changes: payload, branchId: null });
    await emit(uow, ctx, { type: productEvents.types.created, resourceId: product.id, data: payload, branchId: null });
    return product;
  }

  async update(ctx: RequestContext, id: string, input: UpdateProductInput): Promise<Product> {
    const nulls = nullFieldErrors(input, {
      name: 'is required',
      basePriceIqd: 'is required',
      active: 'must be true or false',
      channels: 'must be a list (send [] for none)',
      sortOrder: 'must be a whole number',
    });
    if (nulls) throw validationError(nulls);
    checkImageUrl(input.imageUrl);
    return ctx.transaction(async (uow) => {
      const product = await this.lockLive(uow.manager, ctx, id);
      const next: Partial<ProductValues> = {};
      if (input.name != null) next.name = input.name.trim();
      if (input.nameAr !== undefined) next.nameAr = text(input.nameAr);
      if (input.description !== undefined) next.description = text(input.description);
      if (input.descriptionAr !== undefined) next.descriptionAr = text(input.descriptionAr);
      if (input.categoryId !== undefined) {
        if (input.categoryId && input.categoryId !== product.categoryId)
          await productCategoryService.requireLive(uow.manager, ctx, input.categoryId, 'categoryId');
        next.categoryId = input.categoryId;
      }
      if (input.basePriceIqd != null) next.basePriceIqd = input.basePriceIqd;
      if (input.taxCodeId !== undefined) {
        if (input.taxCodeId && input.taxCodeId !== product.taxCodeId) await assertTaxCodeUsable(uow.manager, ctx, input.taxCodeId, 'taxCodeId');
        next.taxCodeId = input.taxCodeId;
      }
      if (input.active != null) next.active = input.active;
      if (input.channels != null) next.channels = input.channels;
      if (input.sortOrder != null) next.sortOrder = input.sortOrder;
      if (input.imageUrl !== undefined) next.imageUrl = text(input.imageUrl);
      if (input.directRiceKg !== undefined) next.directRiceKg = input.directRiceKg;
      let hidden: string[] | undefined;
      if (input.hiddenBranchIds !== undefined) {
        hidden = input.hiddenBranchIds ?? [];
        await assertOwnBranches(uow.manager, ctx, hidden, 'hiddenBranchIds');
      }
      let groups: string[] | undefined;
      if (input.modifierGroupIds !== undefined) {
        groups = input.modifierGroupIds ?? [];
        await modifierGroupService.assertOwnGroups(uow.manager, ctx, groups, 'modifierGroupIds');
      }
      await this.apply(uow, ctx, product, next, hidden, groups);
      return product;
    });
  }

  /**
   * Writes the changed fields (and hidden branches, when given) with audit and event; nothing
   * when nothing changed. Inside the caller's transaction (the import uses it for updates).
   */
  async apply(
    uow: UnitOfWork,
    ctx: RequestContext,
    product: Product,
    next: Partial<ProductValues>,
    hiddenBranchIds?: string[],
    modifierGroupIds?: string[],
  ): Promise<boolean> {
    const changes = diffFields(product, next, PRODUCT_FIELDS);
    if (modifierGroupIds !== undefined) {
      const current = (await modifierGroupService.groupIdsOfProducts(ctx, [product.id], uow.manager)).get(product.id) ?? [];
      if (current.join() !== modifierGroupIds.join()) {
        changes.modifierGroupIds = { from: current, to: modifierGroupIds };
        await modifierGroupService.attach(uow.manager, ctx, product.id, modifierGroupIds);
      }
    }
    const currentHidden = (await hiddenBranchesOf(uow.manager, ctx, [product.id])).get(product.id) ?? [];
    const hiddenChanged = hiddenBranchIds !== undefined && [...hiddenBranchIds].sort().join() !== [...currentHidden].sort().join();
    if (Object.keys(changes).length === 0 && !hiddenChanged) return false;
    if (hiddenChanged) {
      changes.hiddenBranchIds = { from: currentHidden, to: hiddenBranchIds };
      await replaceHiddenBranches(uow.manager, ctx, product.id, hiddenBranchIds!);
    }
    if (Object.keys(next).length > 0) {
      Object.assign(product, next);
      await uow.manager.save(product);
    }
    await recordAudit(uow, ctx, { entityType: 'product', entityId: product.id, action: 'updated', changes, branchId: null });
    await emit(uow, ctx, {
      type: productEvents.types.updated,
      resourceId: product.id,
      data: productPayload(product, hiddenChanged ? hiddenBranchIds! : currentHidden),
      branchId: null,
    });
    return true;
  }

  async delete(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<Product> {
    return ctx.transaction(async (uow) => {
      const product = await this.lockLive(uow.manager, ctx, id);
      product.deletedAt = ctx.now();
      product.deletedBy = ctx.actorId;
      product.deleteReason = normalizeReason(reason);
      await uow.manager.save(product);
      const hidden = (await hiddenBranchesOf(uow.manager, ctx, [id])).get(id) ?? [];
      await recordAudit(uow, ctx, { entityType: 'product', entityId: id, action: 'deleted', reason: product.deleteReason, branchId: null });
      await emit(uow, ctx, { type: productEvents.types.deleted, resourceId: id, data: productPayload(product, hidden), branchId: null });
      return product;
    });
  }

  async hiddenBranches(ctx: RequestContext, productIds: readonly string[]): Promise<Map<string, string[]>> {
    return hiddenBranchesOf(ctx.db, ctx, productIds);
  }

  async catchDuplicate<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, DUPLICATE_CODE)) throw conflict('A product with this code already exists.');
      throw error;
    }
  }
}

export const productService = new ProductService();
