import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { Promotion } from './promotion.entity';
import { PromotionChangeRequest } from './promotion-change-request.entity';
import {
  ChangeRequestDecisionInput,
  PromotionChangeRequestFilter,
  PromotionChangeRequestInput,
  PromotionFilter,
  PromotionInput,
  SetPromotionActiveInput,
} from './promotion.inputs';
import { promotionService, promotionsSort } from './promotion.service';
import { promotionChangeRequestService, promotionChangeRequestsSort } from './promotion-change-request.service';

export const PromotionPage = Paginated(Promotion, 'Promotion');
export const PromotionChangeRequestPage = Paginated(PromotionChangeRequest, 'PromotionChangeRequest');

@Resolver(() => Promotion)
export class PromotionResolver {
  @Query(() => PromotionPage, {
    description:
      "The organisation's promotions, latest start first unless sorted otherwise; status is derived on today's business date in the caller's branch zone.",
  })
  promotions(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(promotionsSort, 'startDate Desc') }) list?: ListArgs,
    @Arg('filter', () => PromotionFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: PromotionFilter,
  ) {
    return promotionService.list(ctx, list, filter);
  }

  @Query(() => Promotion, { description: 'A promotion (deleted ones too).' })
  promotion(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the promotion; 404 when no such promotion is visible to the caller (e.g. another organisation's)." })
    id: string,
  ) {
    return promotionService.get(ctx, id);
  }

  @Mutation(() => Promotion, { description: "Creates a promotion (422 per field; another organisation's channelId is 422)." })
  createPromotion(@Ctx() ctx: RequestContext, @Arg('input', () => PromotionInput, { description: 'Fields of the new promotion.' }) input: PromotionInput) {
    return promotionService.create(ctx, input);
  }

  @Mutation(() => Promotion, { description: 'Soft-deletes a promotion with an optional reason.' })
  deletePromotion(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the promotion to delete (soft-delete: it stays readable in the audit trail); 404 (nothing changed) when no such promotion is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description:
        "Why the promotion is deleted: kept as the record's deleteReason and in the audit trail. Optional; trimmed, at most 500 characters are kept.",
    })
    reason?: string,
  ) {
    return promotionService.delete(ctx, id, reason);
  }

  @Mutation(() => Promotion, { description: 'Switches a promotion on or off (409 when it already has that value).' })
  setPromotionActive(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: 'Id of the promotion to activate or deactivate; 404 (nothing changed) when no such promotion is visible to the caller.',
    })
    id: string,
    @Arg('input', () => SetPromotionActiveInput, { description: 'true switches on, false switches off.' }) input: SetPromotionActiveInput,
  ) {
    return promotionService.setActive(ctx, id, input.active);
  }

  @Query(() => PromotionChangeRequestPage, { description: 'Promotion change requests, newest first unless sorted otherwise.' })
  promotionChangeRequests(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(promotionChangeRequestsSort, 'createdAt Desc') }) list?: ListArgs,
    @Arg('filter', () => PromotionChangeRequestFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: PromotionChangeRequestFilter,
  ) {
    return promotionChangeRequestService.list(ctx, list, filter);
  }

  @Query(() => PromotionChangeRequest, { description: 'One promotion change request.' })
  promotionChangeRequest(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the promotion change request; 404 when no such promotion change request is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return promotionChangeRequestService.get(ctx, id);
  }

  @Mutation(() => PromotionChangeRequest, { description: 'Proposes a new promotion, or a change to one (promotionId), for another user to approve.' })
  proposePromotionChange(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => PromotionChangeRequestInput, { description: 'The proposed promotion (new or a change of an existing one).' })
    input: PromotionChangeRequestInput,
  ) {
    return promotionChangeRequestService.propose(ctx, input);
  }

  @Mutation(() => PromotionChangeRequest, {
    description:
      'Approves (applies in one transaction; 403 for the proposer; 409 when the promotion changed since) or rejects (note required) a pending request; 409 when already decided.',
  })
  decidePromotionChangeRequest(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: 'Id of the promotion change request to approve or reject; 404 (nothing changed) when no such request is visible to the caller.',
    })
    id: string,
    @Arg('input', () => ChangeRequestDecisionInput, { description: 'Approve or Reject, with a note (required to reject).' }) input: ChangeRequestDecisionInput,
  ) {
    return promotionChangeRequestService.decide(ctx, id, input);
  }
}
