import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { conflict, forbidden, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { ApprovalRequest } from './approval-request.entity';
import { ApprovalDecision } from './approval-decision.entity';
import { ApprovalAction, type ApprovalMove, approvalMove, ApprovalStatus, type ApprovalTargetKind } from './approval.rules';
import { approvalRequestEvents, approvalRequestPayload } from './approval.events';
import type { ApprovalRequestFilter } from './approval.inputs';
import { listSortFields } from '../../../core/lists/sort-fields';
import { lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { requestedAt: 'r.requested_at', amountIqd: 'r.amount_iqd', status: 'r.status', updatedAt: 'r.updated_at' } as const;
export const approvalRequestsSort = listSortFields('approvalRequests', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = approvalRequestsSort.fields;

const EVENT_OF: Record<ApprovalMove, string> = {
  apply: approvalRequestEvents.types.applied,
  revert: approvalRequestEvents.types.reverted,
  reject: approvalRequestEvents.types.rejected,
  withdraw: approvalRequestEvents.types.withdrawn,
};

export interface RaiseRequest {
  targetKind: ApprovalTargetKind;
  targetId: string;
  branchId: string;
  amountIqd: number;
  reason: string;
  /** For the request raised again after a revert: the original requester. */
  requestedBy?: { userId: string | null; apiKeyId: string | null };
  previousRequestId?: string | null;
}

/**
 * Approval requests themselves: raising, the one state machine (apply, revert, reject, withdraw),
 * the decision history, audit and events. What an approval does to its document is decided by the
 * purchase order and invoice services, which call these inside their own transactions.
 */
export class ApprovalService {
  /** Requests of the active branch (newest first). */
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: ApprovalRequestFilter | undefined): Promise<PageResult<ApprovalRequest>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'requestedAt', dir: 'desc' });
    const query = ctx.db
      .getRepository(ApprovalRequest)
      .createQueryBuilder('r')
      .where('r.organization_id = :organizationId AND r.branch_id = :branchId', { organizationId: ctx.organizationId, branchId: ctx.branchId });
    if (filter?.status) query.andWhere('r.status = :status', { status: filter.status });
    if (filter?.targetKind) query.andWhere('r.target_kind = :targetKind', { targetKind: filter.targetKind });
    if (filter?.targetId) query.andWhere('r.target_id = :targetId', { targetId: filter.targetId });
    if (window.search) query.andWhere('r.reason ILIKE :search', { search: likePattern(window.search) });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('r.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<ApprovalRequest> {
    const request = await ctx.db.findOne(ApprovalRequest, { where: { id, organizationId: ctx.organizationId, branchId: ctx.branchId } });
    if (!request) throw notFound('Approval request');
    return request;
  }

  async history(ctx: RequestContext, requestIds: readonly string[]): Promise<Map<string, ApprovalDecision[]>> {
    const groups = new Map<string, ApprovalDecision[]>(requestIds.map((id) => [id, []]));
    if (requestIds.length === 0) return groups;
    const rows = await ctx.db
      .getRepository(ApprovalDecision)
      .createQueryBuilder('d')
      .where('d.organization_id = :organizationId AND d.approval_request_id IN (:...ids)', { organizationId: ctx.organizationId, ids: [...requestIds] })
      .orderBy('d.decided_at', 'ASC')
      .addOrderBy('d.created_at', 'ASC')
      .getMany();
    for (const row of rows) groups.get(row.approvalRequestId)?.push(row);
    return groups;
  }

  /** A request of the caller's organisation and active branch, locked for a decision; 404 otherwise. */
  async lock(manager: EntityManager, ctx: RequestContext, id: string): Promise<ApprovalRequest> {
    const request = await lockOrNotFound(manager, ApprovalRequest, ctx, id, 'Approval request', { branchId: ctx.branchId });
    return request;
  }

  /** The Pending request of a document, if it has one. */
  pendingFor(manager: EntityManager, ctx: RequestContext, kind: ApprovalTargetKind, targetId: string): Promise<ApprovalRequest | null> {
    return manager.findOne(ApprovalRequest, {
      where: { organizationId: ctx.organizationId, targetKind: kind, targetId, status: ApprovalStatus.Pending },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** The Applied request of a document, if it has one. */
  appliedFor(manager: EntityManager, ctx: RequestContext, kind: ApprovalTargetKind, targetId: string): Promise<ApprovalRequest | null> {
    return manager.findOne(ApprovalRequest, { where: { organizationId: ctx.organizationId, targetKind: kind, targetId, status: ApprovalStatus.Applied } });
  }

  async raise(uow: UnitOfWork, ctx: RequestContext, input: RaiseRequest): Promise<ApprovalRequest> {
    const principal = ctx.requirePrincipal();
    const requestedBy = input.requestedBy ?? { userId: principal.userId, apiKeyId: principal.apiKeyId };
    const request = uow.manager.create(ApprovalRequest, {
      organizationId: ctx.organizationId,
      branchId: input.branchId,
      targetKind: input.targetKind,
      targetId: input.targetId,
      requestedBy: requestedBy.userId,
      requestedByApiKeyId: requestedBy.apiKeyId,
      requestedAt: ctx.now(),
      amountIqd: input.amountIqd,
      reason: input.reason,
      status: ApprovalStatus.Pending,
      previousRequestId: input.previousRequestId ?? null,
    });
    await uow.manager.save(request);
    await this.addHistory(uow, ctx, request, ApprovalAction.Requested, null);
    await recordAudit(uow, ctx, {
      entityType: 'approval-request',
      entityId: request.id,
      action: 'requested',
      reason: request.reason,
      changes: approvalRequestPayload(request),
      branchId: request.branchId,
    });
    await emit(uow, ctx, {
      type: approvalRequestEvents.types.requested,
      resourceId: request.id,
      data: approvalRequestPayload(request),
      branchId: request.branchId,
    });
    return request;
  }

  /**
   * Segregation of duties: nobody applies a request they raised themselves (an API key counts
   * as the user who created it, and a key never applies its own request).
   */
  assertNotOwnRequest(ctx: RequestContext, request: ApprovalRequest): void {
    const principal = ctx.requirePrincipal();
    const sameUser = request.requestedBy !== null && request.requestedBy === principal.userId;
    const sameKey = request.requestedByApiKeyId !== null && request.requestedByApiKeyId === principal.apiKeyId;
    if (sameUser || sameKey) throw forbidden('You cannot apply an approval request you raised yourself; another approver must apply it.');
  }

  /** One move of the request's state machine (409 when refused), with history, audit and event. */
  async move(uow: UnitOfWork, ctx: RequestContext, request: ApprovalRequest, move: ApprovalMove, note: string | null): Promise<ApprovalRequest> {
    const next = approvalMove(request.status, move);
    if ('problem' in next) throw conflict(next.problem);
    const from = request.status;
    request.status = next.to;
    await uow.manager.save(request);
    await this.addHistory(uow, ctx, request, next.action, note);
    await recordAudit(uow, ctx, {
      entityType: 'approval-request',
      entityId: request.id,
      action: next.action.toLowerCase(),
      reason: note,
      changes: { status: { from, to: request.status } },
      branchId: request.branchId,
    });
    await emit(uow, ctx, { type: EVENT_OF[move], resourceId: request.id, data: approvalRequestPayload(request, note), branchId: request.branchId });
    return request;
  }

  /** Withdraws the document's pending request, if any (document reopened to Draft or cancelled). */
  async withdrawPending(uow: UnitOfWork, ctx: RequestContext, kind: ApprovalTargetKind, targetId: string, note: string | null): Promise<void> {
    const pending = await this.pendingFor(uow.manager, ctx, kind, targetId);
    if (pending) await this.move(uow, ctx, pending, 'withdraw', note);
  }

  private async addHistory(uow: UnitOfWork, ctx: RequestContext, request: ApprovalRequest, action: ApprovalAction, note: string | null): Promise<void> {
    const principal = ctx.requirePrincipal();
    await uow.manager.save(
      uow.manager.create(ApprovalDecision, {
        organizationId: ctx.organizationId,
        approvalRequestId: request.id,
        action,
        by: principal.userId,
        byApiKeyId: principal.apiKeyId,
        at: ctx.now(),
        note,
      }),
    );
  }
}

export const approvalService = new ApprovalService();
