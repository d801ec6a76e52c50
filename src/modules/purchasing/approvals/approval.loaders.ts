import type DataLoader from 'dataloader';
import { In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { ApprovalRequest } from './approval-request.entity';
import type { ApprovalDecision } from './approval-decision.entity';
import type { ApprovalTargetKind } from './approval.rules';
import { approvalService } from './approval.service';

/** Approval requests of purchase orders or invoices, oldest first, one query per request. */
export function approvalRequestsOfTargetLoader(ctx: RequestContext, kind: ApprovalTargetKind): DataLoader<string, ApprovalRequest[]> {
  return ctx.loaders.get<string, ApprovalRequest[]>(`purchasing.approval-requests.${kind}`, async (targetIds) => {
    const rows = await ctx.db.find(ApprovalRequest, {
      where: { organizationId: ctx.organizationId, targetKind: kind, targetId: In([...targetIds]) },
      order: { requestedAt: 'ASC', createdAt: 'ASC' },
    });
    const groups = new Map<string, ApprovalRequest[]>(targetIds.map((id) => [id, []]));
    for (const row of rows) groups.get(row.targetId)?.push(row);
    return targetIds.map((id) => groups.get(id) ?? []);
  });
}

/** Decision history of approval requests, oldest first. */
export function approvalHistoryLoader(ctx: RequestContext): DataLoader<string, ApprovalDecision[]> {
  return ctx.loaders.get<string, ApprovalDecision[]>('purchasing.approval-history', async (ids) => {
    const groups = await approvalService.history(ctx, ids);
    return ids.map((id) => groups.get(id) ?? []);
  });
}
