import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { DeliveryPayout } from './payout.entity';
import { DeliveryPayoutLine } from './payout-line.entity';
import { DeliveryCommissionRow } from './payout-commission';
import { DeliveryCommissionFilter, DeliveryPayoutFilter, DeliveryPayoutLineFilter, ImportDeliveryPayoutInput } from './payout.inputs';
import { deliveryPayoutLinesSort, deliveryPayoutsSort, payoutService } from './payout.service';

export const DeliveryPayoutPage = Paginated(DeliveryPayout, 'DeliveryPayout');
export const DeliveryPayoutLinePage = Paginated(DeliveryPayoutLine, 'DeliveryPayoutLine');

@Resolver(() => DeliveryPayout)
export class DeliveryPayoutResolver {
  @Mutation(() => DeliveryPayout, {
    description:
      'Imports a platform’s payout statement (CSV or xlsx) for a connection and reconciles it with the ledger’s platform orders (all or nothing; 409 when the payout id was imported before).',
  })
  importDeliveryPayout(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ImportDeliveryPayoutInput, { description: 'The file and its connection.' }) input: ImportDeliveryPayoutInput,
  ) {
    return payoutService.import(ctx, input);
  }

  @Query(() => DeliveryPayoutPage, { description: 'Imported payouts, newest payout date first.' })
  deliveryPayouts(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(deliveryPayoutsSort, 'payoutDate Desc') }) list?: ListArgs,
    @Arg('filter', () => DeliveryPayoutFilter, { nullable: true, description: 'Only one connection or branch.' }) filter?: DeliveryPayoutFilter,
  ) {
    return payoutService.list(ctx, list, filter);
  }

  @Query(() => DeliveryPayout, { description: 'One payout with its reconciliation counts.' })
  deliveryPayout(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: 'Id of the payout; 404 when no such payout is visible to the caller.' }) id: string,
  ) {
    return payoutService.get(ctx, id);
  }

  @Query(() => DeliveryPayoutLinePage, { description: 'The reconciliation of a payout: its rows, then the ledger orders it misses.' })
  deliveryPayoutLines(
    @Ctx() ctx: RequestContext,
    @Arg('payoutId', () => UuidScalar, { description: 'Id of the payout; 404 when no such payout is visible to the caller.' }) payoutId: string,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(deliveryPayoutLinesSort, 'position Asc') }) list?: ListArgs,
    @Arg('filter', () => DeliveryPayoutLineFilter, { nullable: true, description: 'Only one kind of line.' }) filter?: DeliveryPayoutLineFilter,
  ) {
    return payoutService.lines(ctx, payoutId, list, filter);
  }

  @Query(() => [DeliveryCommissionRow], { description: 'Commission % per platform, branch and month of the orders, from the imported payouts.' })
  deliveryCommission(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => DeliveryCommissionFilter, { description: 'Order dates, and optionally one branch or platform.' }) filter: DeliveryCommissionFilter,
  ) {
    return payoutService.commission(ctx, filter);
  }
}
