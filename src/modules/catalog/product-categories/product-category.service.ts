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
import { codeKey, jsonTextProblem, nullFieldErrors } from '../shared/catalog-rules';
import { Product } from '../products/product.entity';
import { ProductCategory } from './product-category.entity';
import { type CreateProductCategoryInput, type ProductCategoryFilter, type UpdateProductCategoryInput } from './product-category.inputs';
import { productCategoryEvents, productCategoryPayload } from './product-category.events';
import { listSortFields } from '../../../core/lists/sort-fields';
import { lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { sortOrder: 'c.sort_order', name: 'c.name', code: 'c.code_key', createdAt: 'c.created_at', updatedAt: 'c.updated_at' } as const;
export const productCategoriesSort = listSortFields('productCategories', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = productCategoriesSort.fields;
const DUPLICATE_CODE = 'catalog_product_categories_org_code_key';
const AUDITED = ['name', 'nameAr', 'sortOrder', 'active', 'metadata'] as const;

function checkMetadata(metadata: string | null | undefined): void {
  if (metadata == null) return;
  const problem = jsonTextProblem(metadata);
  if (problem) throw invalidField('metadata', problem);
}

export class ProductCategoryService {
  /** Default order: sortOrder, then name (then id, so pages are stable). */
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: ProductCategoryFilter | undefined): Promise<PageResult<ProductCategory>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'sortOrder', dir: 'asc' });
    const query = ctx.db
      .getRepository(ProductCategory)
      .createQueryBuilder('c')
      .where('c.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.includeDeleted) query.withDeleted();
    if (filter?.active != null) query.andWhere('c.active = :active', { active: filter.active });
    if (window.search) query.andWhere('(c.name ILIKE :search OR c.name_ar ILIKE :search OR c.code ILIKE :search)', { search: likePattern(window.search) });
    query.orderBy(SORT_COLUMNS[window.sort], window.dir);
    if (window.sort !== 'name') query.addOrderBy('c.name', 'ASC');
    return readPage(ctx, query.addOrderBy('c.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<ProductCategory> {
    const category = await ctx.db.findOne(ProductCategory, { where: { id, organizationId: ctx.organizationId }, withDeleted: true });
    if (!category) throw notFound('Product category');
    return category;
  }

  async getMany(ctx: RequestContext, ids: readonly string[]): Promise<Map<string, ProductCategory>> {
    if (ids.length === 0) return new Map();
    const rows = await ctx.db.find(ProductCategory, { where: { id: In([...new Set(ids)]), organizationId: ctx.organizationId }, withDeleted: true });
    return new Map(rows.map((row) => [row.id, row]));
  }

  async create(ctx: RequestContext, input: CreateProductCategoryInput): Promise<ProductCategory> {
    checkMetadata(input.metadata);
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) =>
        this.insert(uow, ctx, {
          code: input.code.trim(),
          name: input.name.trim(),
          nameAr: input.nameAr?.trim() || null,
          sortOrder: input.sortOrder ?? 0,
          active: input.active ?? true,
          metadata: input.metadata ?? null,
        }),
      ),
    );
  }

  /** Inside the caller's transaction (also used by the catalogue import for missing categories). */
  async insert(
    uow: UnitOfWork,
    ctx: RequestContext,
    values: Pick<ProductCategory, 'code' | 'name' | 'nameAr' | 'sortOrder' | 'active' | 'metadata'>,
  ): Promise<ProductCategory> {
    const category = Object.assign(new ProductCategory(), {
      organizationId: ctx.organizationId,
      ...values,
      codeKey: codeKey(values.code),
      deletedAt: null,
      deletedBy: null,
      deleteReason: null,
    });
    await uow.manager.insert(ProductCategory, category);
    await recordAudit(uow, ctx, {
      entityType: 'product-category',
      entityId: category.id,
      action: 'created',
      changes: productCategoryPayload(category),
      branchId: null,
    });
    await emit(uow, ctx, { type: productCategoryEvents.types.created, resourceId: category.id, data: productCategoryPayload(category), branchId: null });
    return category;
  }

  async update(ctx: RequestContext, id: string, input: UpdateProductCategoryInput): Promise<ProductCategory> {
    const nulls = nullFieldErrors(input, { name: 'is required', sortOrder: 'must be a whole number', active: 'must be true or false' });
    if (nulls) throw validationError(nulls);
    checkMetadata(input.metadata);
    return ctx.transaction(async (uow) => {
      const category = await lockOrNotFound(uow.manager, ProductCategory, ctx, id, 'Product category');
      const next: Partial<ProductCategory> = {};
      if (input.name != null) next.name = input.name.trim();
      if (input.nameAr !== undefined) next.nameAr = input.nameAr?.trim() || null;
      if (input.sortOrder != null) next.sortOrder = input.sortOrder;
      if (input.active != null) next.active = input.active;
      if (input.metadata !== undefined) next.metadata = input.metadata;
      const changes = diffFields(category, next, AUDITED);
      if (Object.keys(changes).length === 0) return category;
      Object.assign(category, next);
      await uow.manager.save(category);
      await recordAudit(uow, ctx, { entityType: 'product-category', entityId: id, action: 'updated', changes, branchId: null });
      await emit(uow, ctx, { type: productCategoryEvents.types.updated, resourceId: id, data: productCategoryPayload(category), branchId: null });
      return category;
    });
  }

  /** Refused (409) while an active, live product is in the category. */
  async delete(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<ProductCategory> {
    return ctx.transaction(async (uow) => {
      const category = await lockOrNotFound(uow.manager, ProductCategory, ctx, id, 'Product category');
      const inUse = await uow.manager.count(Product, { where: { organizationId: ctx.organizationId, categoryId: id, active: true } });
      if (inUse > 0) throw conflict(`The category still has ${inUse} active product(s); move them to another category or deactivate them first.`);
      category.deletedAt = ctx.now();
      category.deletedBy = ctx.actorId;
      category.deleteReason = normalizeReason(reason);
      await uow.manager.save(category);
      await recordAudit(uow, ctx, { entityType: 'product-category', entityId: id, action: 'deleted', reason: category.deleteReason, branchId: null });
      await emit(uow, ctx, { type: productCategoryEvents.types.deleted, resourceId: id, data: productCategoryPayload(category), branchId: null });
      return category;
    });
  }

  /** A live category of the caller's organisation, or a 422 on `field` (another organisation's id looks missing). */
  async requireLive(manager: EntityManager, ctx: RequestContext, id: string, field: string): Promise<ProductCategory> {
    const category = await manager.findOne(ProductCategory, { where: { id, organizationId: ctx.organizationId } });
    if (!category) throw invalidField(field, 'is not a product category of this organisation');
    return category;
  }

  async catchDuplicate<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, DUPLICATE_CODE)) throw conflict('A product category with this code already exists.');
      throw error;
    }
  }
}

export const productCategoryService = new ProductCategoryService();
