import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { ApprovalRequest } from './approval-request.entity';
import { ApprovalDecision } from './approval-decision.entity';
import { ApprovalRequestFilter, RejectApprovalInput } from './approval.inputs';
import { approvalService, approvalRequestsSort } from './approval.service';
import { approvalHistoryLoader } from './approval.loaders';
import { rejectApprovalRequest } from './approval-rejection.service';
import { PurchasingSettings, PurchasingSettingsInput } from './purchasing-settings.entity';
import { purchasingSettingsService } from './purchasing-settings.service';

export const ApprovalRequestPage = Paginated(ApprovalRequest, 'ApprovalRequest');

@Resolver(() => ApprovalRequest)
export class ApprovalRequestResolver {
  @Query(() => ApprovalRequestPage, { description: 'Approval requests of the active branch (newest first).' })
  approvalRequests(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(approvalRequestsSort, 'requestedAt Desc') }) list?: ListArgs,
    @Arg('filter', () => ApprovalRequestFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: ApprovalRequestFilter,
  ) {
    return approvalService.list(ctx, list, filter);
  }

  @Query(() => ApprovalRequest, { description: 'One approval request of the active branch, with its decision history.' })
  approvalRequest(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the approval request; 404 when no such approval request is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return approvalService.get(ctx, id);
  }

  @Mutation(() => ApprovalRequest, {
    description: 'Rejects a pending request (note required): a purchase order returns to Draft, an invoice becomes Rejected.',
  })
  rejectApprovalRequest(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the approval request to reject; 404 (nothing changed) when no such approval request is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => RejectApprovalInput, { description: 'Why the request is rejected (required).' }) input: RejectApprovalInput,
  ) {
    return rejectApprovalRequest(ctx, id, input);
  }

  @FieldResolver(() => [ApprovalDecision], { description: 'Every step of the request, oldest first.' })
  history(@Root() request: ApprovalRequest, @Ctx() ctx: RequestContext) {
    return approvalHistoryLoader(ctx).load(request.id);
  }
}

@Resolver(() => PurchasingSettings)
export class PurchasingSettingsResolver {
  @Query(() => PurchasingSettings, { description: "The organisation's purchasing approval rules (defaults until changed)." })
  purchasingSettings(@Ctx() ctx: RequestContext) {
    return purchasingSettingsService.get(ctx);
  }

  @Mutation(() => PurchasingSettings, { description: "Changes the organisation's approval threshold and invoice tolerance." })
  updatePurchasingSettings(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => PurchasingSettingsInput, { description: 'Fields of the purchasing settings to change; a field left out keeps its value.' })
    input: PurchasingSettingsInput,
  ) {
    return purchasingSettingsService.update(ctx, input);
  }
}
