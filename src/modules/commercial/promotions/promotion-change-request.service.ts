import type { RequestContext } from '../../../core/context/request-context';
import { conflict, forbidden, invalidField, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { Promotion } from './promotion.entity';
import { ChangeRequestDecision, ChangeRequestStatus, PromotionChangeRequest } from './promotion-change-request.entity';
import { type ChangeRequestDecisionInput, type PromotionChangeRequestFilter, type PromotionChangeRequestInput } from './promotion.inputs';
import { changeRequestPayload, promotionChangeRequestEvents } from './promotion.events';
import { checkedPromotionFields, fieldsOf, type PromotionFields } from './promotion-fields';
import { promotionService } from './promotion.service';
import { listSortFields } from '../../../core/lists/sort-fields';
import { lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { createdAt: 'r.created_at', status: 'r.status', name: 'r.name', decidedAt: 'r.decided_at' } as const;
export const promotionChangeRequestsSort = listSortFields('promotionChangeRequests', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = promotionChangeRequestsSort.fields;

/**
 * Maker-checker for promotions: a user who may propose (commercial:propose) records the promotion
 * they want, new or changed; another user who may approve (commercial:approve) applies it in one
 * transaction or rejects it with a note. Approving one's own request is refused (403), and so is
 * approving a change whose promotion was changed (or deleted) since the request was made (409).
 */
export class PromotionChangeRequestService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: PromotionChangeRequestFilter | undefined): Promise<PageResult<PromotionChangeRequest>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'createdAt', dir: 'desc' });
    const query = ctx.db
      .getRepository(PromotionChangeRequest)
      .createQueryBuilder('r')
      .where('r.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.status) query.andWhere('r.status = :status', { status: filter.status });
    if (filter?.promotionId) query.andWhere('r.promotion_id = :promotionId', { promotionId: filter.promotionId });
    if (window.search) query.andWhere('r.name ILIKE :search', { search: likePattern(window.search) });
    query.orderBy(SORT_COLUMNS[window.sort], window.dir);
    return readPage(ctx, query.addOrderBy('r.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<PromotionChangeRequest> {
    const request = await ctx.db.findOne(PromotionChangeRequest, { where: { id, organizationId: ctx.organizationId } });
    if (!request) throw notFound('Promotion change request');
    return request;
  }

  /** promotionId names a live promotion of the organisation (422 on promotionId otherwise). */
  async propose(ctx: RequestContext, input: PromotionChangeRequestInput): Promise<PromotionChangeRequest> {
    return ctx.transaction(async (uow) => {
      const fields = await checkedPromotionFields(ctx, uow.manager, input);
      let target: Promotion | null = null;
      if (input.promotionId) {
        target = await uow.manager.findOne(Promotion, { where: { id: input.promotionId, organizationId: ctx.organizationId } });
        if (!target) throw invalidField('promotionId', 'is not a promotion of this organisation');
      }
      const request = Object.assign(new PromotionChangeRequest(), {
        organizationId: ctx.organizationId,
        promotionId: target?.id ?? null,
        createsPromotion: target === null,
        targetUpdatedAt: target?.updatedAt ?? null,
        ...fields,
        status: ChangeRequestStatus.Pending,
        proposedBy: ctx.actorId,
        decidedBy: null,
        decidedAt: null,
        decisionNote: null,
      });
      await uow.manager.insert(PromotionChangeRequest, request);
      await recordAudit(uow, ctx, {
        entityType: 'promotion-change-request',
        entityId: request.id,
        action: 'proposed',
        changes: { promotionId: request.promotionId, ...fields },
        branchId: null,
      });
      await emit(uow, ctx, { type: promotionChangeRequestEvents.types.proposed, resourceId: request.id, data: changeRequestPayload(request), branchId: null });
      return request;
    });
  }

  async decide(ctx: RequestContext, id: string, input: ChangeRequestDecisionInput): Promise<PromotionChangeRequest> {
    const note = input.note?.trim() || null;
    if (input.decision === ChangeRequestDecision.Reject && !note) throw invalidField('note', 'is required to reject');
    return ctx.transaction(async (uow) => {
      const request = await lockOrNotFound(uow.manager, PromotionChangeRequest, ctx, id, 'Promotion change request');
      if (request.status !== ChangeRequestStatus.Pending) throw conflict(`The request is already ${request.status.toLowerCase()}.`);
      if (input.decision === ChangeRequestDecision.Approve) {
        if (request.proposedBy !== null && request.proposedBy === ctx.actorId)
          throw forbidden('You cannot approve your own change request; another approver must decide it.');
        await this.apply(ctx, uow, request);
      }
      request.status = input.decision === ChangeRequestDecision.Approve ? ChangeRequestStatus.Approved : ChangeRequestStatus.Rejected;
      request.decidedBy = ctx.actorId;
      request.decidedAt = ctx.now();
      request.decisionNote = note;
      await uow.manager.save(request);
      const change = request.status === ChangeRequestStatus.Approved ? 'approved' : 'rejected';
      await recordAudit(uow, ctx, {
        entityType: 'promotion-change-request',
        entityId: id,
        action: change,
        changes: { promotionId: request.promotionId },
        reason: note,
        branchId: null,
      });
      await emit(uow, ctx, { type: promotionChangeRequestEvents.types[change], resourceId: id, data: changeRequestPayload(request), branchId: null });
      return request;
    });
  }

  /** Creates the promotion (and links it) or replaces the target, refusing a target changed since. */
  private async apply(ctx: RequestContext, uow: UnitOfWork, request: PromotionChangeRequest): Promise<void> {
    const fields: PromotionFields = fieldsOf(request);
    // The channel may have gone since the request was made; the same checks as a create apply.
    await checkedPromotionFields(ctx, uow.manager, fields);
    if (request.createsPromotion) {
      const created = await promotionService.createIn(uow, ctx, fields, request.id);
      request.promotionId = created.id;
      return;
    }
    const target = await uow.manager.findOne(Promotion, {
      where: { id: request.promotionId!, organizationId: ctx.organizationId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!target) throw conflict('The promotion was deleted after the request was made; make a new request.');
    if (request.targetUpdatedAt && target.updatedAt.getTime() !== request.targetUpdatedAt.getTime()) {
      throw conflict('The promotion was changed after the request was made; make a new request against its current version.');
    }
    await promotionService.replaceIn(uow, ctx, target, fields, request.id);
  }
}

export const promotionChangeRequestService = new PromotionChangeRequestService();
