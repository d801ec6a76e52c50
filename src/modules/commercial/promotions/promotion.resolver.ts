import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
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
import { promotionService } from './promotion.service';
import { promotionChangeRequestService } from './promotion-change-request.service';

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
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => PromotionFilter, { nullable: true }) filter?: PromotionFilter,
  ) {
    return promotionService.list(ctx, list, filter);
  }

  @Query(() => Promotion, { description: 'A promotion (deleted ones too).' })
  promotion(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return promotionService.get(ctx, id);
  }

  @Mutation(() => Promotion, { description: "Creates a promotion (422 per field; another organisation's channelId is 422)." })
  createPromotion(@Ctx() ctx: RequestContext, @Arg('input', () => PromotionInput) input: PromotionInput) {
    return promotionService.create(ctx, input);
  }

  @Mutation(() => Promotion, { description: 'Soft-deletes a promotion with an optional reason.' })
  deletePromotion(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('reason', () => String, { nullable: true }) reason?: string) {
    return promotionService.delete(ctx, id, reason);
  }

  @Mutation(() => Promotion, { description: 'Switches a promotion on or off (409 when it already has that value).' })
  setPromotionActive(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => SetPromotionActiveInput) input: SetPromotionActiveInput,
  ) {
    return promotionService.setActive(ctx, id, input.active);
  }

  @Query(() => PromotionChangeRequestPage, { description: 'Promotion change requests, newest first unless sorted otherwise.' })
  promotionChangeRequests(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => PromotionChangeRequestFilter, { nullable: true }) filter?: PromotionChangeRequestFilter,
  ) {
    return promotionChangeRequestService.list(ctx, list, filter);
  }

  @Query(() => PromotionChangeRequest)
  promotionChangeRequest(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return promotionChangeRequestService.get(ctx, id);
  }

  @Mutation(() => PromotionChangeRequest, { description: 'Proposes a new promotion, or a change to one (promotionId), for another user to approve.' })
  proposePromotionChange(@Ctx() ctx: RequestContext, @Arg('input', () => PromotionChangeRequestInput) input: PromotionChangeRequestInput) {
    return promotionChangeRequestService.propose(ctx, input);
  }

  @Mutation(() => PromotionChangeRequest, {
    description:
      'Approves (applies in one transaction; 403 for the proposer; 409 when the promotion changed since) or rejects (note required) a pending request; 409 when already decided.',
  })
  decidePromotionChangeRequest(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => ChangeRequestDecisionInput) input: ChangeRequestDecisionInput,
  ) {
    return promotionChangeRequestService.decide(ctx, id, input);
  }
}
