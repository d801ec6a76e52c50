import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { SalesSettlement } from './settlement.entity';
import { SalesSettlementFilter } from './settlement.inputs';
import { settlementService, salesSettlementsSort } from './settlement.service';

export const SalesSettlementPage = Paginated(SalesSettlement, 'SalesSettlement');

@Resolver(() => SalesSettlement)
export class SalesSettlementResolver {
  @Query(() => SalesSettlementPage, { description: 'Expected card, Qi and wallet settlements and their match state, newest business day first.' })
  salesSettlements(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(salesSettlementsSort, 'businessDate Desc') }) list?: ListArgs,
    @Arg('filter', () => SalesSettlementFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: SalesSettlementFilter,
  ) {
    return settlementService.list(ctx, list, filter);
  }

  @Query(() => SalesSettlement, { description: 'A settlement (404 for another organisation’s).' })
  salesSettlement(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the sales settlement; 404 when no such sales settlement is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return settlementService.get(ctx, id);
  }

  @Mutation(() => [SalesSettlement], {
    description: "Computes (or recomputes) a branch's expected settlements of a business day from the sales ledger; matched ones keep their figures.",
  })
  refreshSalesSettlements(
    @Ctx() ctx: RequestContext,
    @Arg('businessDate', () => LocalDateScalar, { description: 'The business day.' }) businessDate: string,
    @Arg('branchId', () => UuidScalar, { nullable: true, description: "Defaults to the caller's branch." }) branchId?: string,
  ) {
    return settlementService.refresh(ctx, businessDate, branchId);
  }
}
