import type { RequestContext } from '../../../core/context/request-context';
import { conflict, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { callerCalendar } from '../../identity/branches/branch-calendar';
import { Promotion } from './promotion.entity';
import { type PromotionFilter, type PromotionInput } from './promotion.inputs';
import { promotionEvents, promotionPayload } from './promotion.events';
import { PromotionStatus, promotionStatus } from './promotion-status';
import { checkedPromotionFields, PROMOTION_FIELDS, type PromotionFields } from './promotion-fields';
import { listSortFields } from '../../../core/lists/sort-fields';
import { lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = {
  startDate: 'p.start_date',
  endDate: 'p.end_date',
  name: 'p.name',
  discountPercent: 'p.discount_percent',
  createdAt: 'p.created_at',
  updatedAt: 'p.updated_at',
} as const;
export const promotionsSort = listSortFields('promotions', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = promotionsSort.fields;

/** SQL for each derived status on the business date :today (the same rule as promotionStatus). */
const STATUS_SQL: Record<PromotionStatus, string> = {
  [PromotionStatus.Inactive]: 'p.active = false',
  [PromotionStatus.Scheduled]: 'p.active = true AND p.start_date > :today',
  [PromotionStatus.Ended]: 'p.active = true AND p.end_date < :today',
  [PromotionStatus.Running]: 'p.active = true AND p.start_date <= :today AND p.end_date >= :today',
};

export class PromotionService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: PromotionFilter | undefined): Promise<PageResult<Promotion>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'startDate', dir: 'desc' });
    const today = (await callerCalendar(ctx)).today();
    const query = ctx.db.getRepository(Promotion).createQueryBuilder('p').where('p.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.includeDeleted) query.withDeleted();
    if (filter?.channelId) {
      query.andWhere(filter.includeAllChannel ? '(p.channel_id = :channelId OR p.channel_id IS NULL)' : 'p.channel_id = :channelId', {
        channelId: filter.channelId,
      });
    }
    if (filter?.active !== undefined && filter.active !== null) query.andWhere('p.active = :active', { active: filter.active });
    if (filter?.status) query.andWhere(`(${STATUS_SQL[filter.status]})`, { today });
    if (window.search) query.andWhere('p.name ILIKE :search', { search: likePattern(window.search) });
    query.orderBy(SORT_COLUMNS[window.sort], window.dir);
    const page = await readPage(ctx, query.addOrderBy('p.id', 'ASC'), window);
    for (const promotion of page.items) promotion.status = promotionStatus(promotion, today);
    return page;
  }

  /** Deleted promotions too (their history stays readable). */
  async get(ctx: RequestContext, id: string): Promise<Promotion> {
    const promotion = await ctx.db.findOne(Promotion, { where: { id, organizationId: ctx.organizationId }, withDeleted: true });
    if (!promotion) throw notFound('Promotion');
    return this.withStatus(ctx, promotion);
  }

  async create(ctx: RequestContext, input: PromotionInput): Promise<Promotion> {
    const promotion = await ctx.transaction(async (uow) => this.createIn(uow, ctx, await checkedPromotionFields(ctx, uow.manager, input)));
    return this.withStatus(ctx, promotion);
  }

  async delete(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<Promotion> {
    const promotion = await ctx.transaction(async (uow) => {
      const live = await this.lockLive(uow, ctx, id);
      live.deletedAt = ctx.now();
      live.deletedBy = ctx.actorId;
      live.deleteReason = normalizeReason(reason);
      await uow.manager.save(live);
      await recordAudit(uow, ctx, { entityType: 'promotion', entityId: id, action: 'deleted', reason: live.deleteReason, branchId: null });
      await emit(uow, ctx, { type: promotionEvents.types.deleted, resourceId: id, data: promotionPayload(live), branchId: null });
      return live;
    });
    return this.withStatus(ctx, promotion);
  }

  /** PATCH active: setting the value it already has is 409 (nothing would change). */
  async setActive(ctx: RequestContext, id: string, active: boolean): Promise<Promotion> {
    const promotion = await ctx.transaction(async (uow) => {
      const live = await this.lockLive(uow, ctx, id);
      if (live.active === active) throw conflict(active ? 'The promotion is already active.' : 'The promotion is already inactive.');
      live.active = active;
      await uow.manager.save(live);
      const change = active ? 'activated' : 'deactivated';
      await recordAudit(uow, ctx, {
        entityType: 'promotion',
        entityId: id,
        action: change,
        changes: { active: { from: !active, to: active } },
        branchId: null,
      });
      await emit(uow, ctx, { type: promotionEvents.types[change], resourceId: id, data: promotionPayload(live), branchId: null });
      return live;
    });
    return this.withStatus(ctx, promotion);
  }

  /** Inserts a promotion inside the caller's transaction (direct create, or an approved request). */
  async createIn(uow: UnitOfWork, ctx: RequestContext, fields: PromotionFields, via?: string): Promise<Promotion> {
    const promotion = Object.assign(new Promotion(), { organizationId: ctx.organizationId, ...fields, deletedAt: null, deletedBy: null, deleteReason: null });
    await uow.manager.insert(Promotion, promotion);
    await recordAudit(uow, ctx, {
      entityType: 'promotion',
      entityId: promotion.id,
      action: 'created',
      changes: { ...fields, ...(via ? { changeRequestId: via } : {}) },
      branchId: null,
    });
    await emit(uow, ctx, { type: promotionEvents.types.created, resourceId: promotion.id, data: promotionPayload(promotion), branchId: null });
    return promotion;
  }

  /** Replaces every field of a locked live promotion inside the caller's transaction (approved request). */
  async replaceIn(uow: UnitOfWork, ctx: RequestContext, promotion: Promotion, fields: PromotionFields, via: string): Promise<Promotion> {
    const changes = diffFields(promotion, fields, PROMOTION_FIELDS);
    Object.assign(promotion, fields);
    await uow.manager.save(promotion);
    await recordAudit(uow, ctx, {
      entityType: 'promotion',
      entityId: promotion.id,
      action: 'updated',
      changes: { ...changes, changeRequestId: via },
      branchId: null,
    });
    await emit(uow, ctx, { type: promotionEvents.types.updated, resourceId: promotion.id, data: promotionPayload(promotion), branchId: null });
    return promotion;
  }

  /** The live promotion, locked for the transaction; 404 when missing, deleted or another organisation's. */
  async lockLive(uow: UnitOfWork, ctx: RequestContext, id: string): Promise<Promotion> {
    const promotion = await lockOrNotFound(uow.manager, Promotion, ctx, id, 'Promotion');
    return promotion;
  }

  async withStatus(ctx: RequestContext, promotion: Promotion): Promise<Promotion> {
    promotion.status = promotionStatus(promotion, (await callerCalendar(ctx)).today());
    return promotion;
  }
}

export const promotionService = new PromotionService();
