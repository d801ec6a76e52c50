import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { InventoryMovementPage } from '../../inventory/ledger/stock.resolver';
import { UsageVarianceInput, UsageVarianceReport, VarianceComponentKind } from './variance.types';
import { varianceService } from './variance.service';

@Resolver(() => UsageVarianceReport)
export class VarianceResolver {
  @Query(() => UsageVarianceReport, {
    description:
      'Theoretical against actual usage per branch and inventory item over a period (at most 92 business dates), waste apart, flagged items, unmapped sales (docs/analytics.md).',
  })
  usageVariance(@Ctx() ctx: RequestContext, @Arg('input', () => UsageVarianceInput, { description: 'Branches and period.' }) input: UsageVarianceInput) {
    return varianceService.report(ctx, input);
  }

  @Query(() => InventoryMovementPage, {
    description:
      "Drill-down: the ledger movements behind one figure of an item's variance line, each naming its source document (order, batch, receipt, transfer, count, waste record, adjustment). Sort: businessDate (default, asc), createdAt.",
  })
  usageVarianceSources(
    @Ctx() ctx: RequestContext,
    @Arg('branchId', () => UuidScalar, { description: 'The branch of the line.' }) branchId: string,
    @Arg('inventoryItemId', () => UuidScalar, { description: 'The item of the line.' }) inventoryItemId: string,
    @Arg('from', () => LocalDateScalar, { nullable: true, description: 'First business date (inclusive); 29 days before to when left out.' })
    from: string | null | undefined,
    @Arg('to', () => LocalDateScalar, { nullable: true, description: "Last business date (inclusive); the branch's today when left out." })
    to: string | null | undefined,
    @Arg('component', () => VarianceComponentKind, { nullable: true, description: 'The figure; every movement of the period when left out.' })
    component?: VarianceComponentKind | null,
    @Arg('list', () => ListArgs, { nullable: true, description: 'Page, page size and sort.' }) list?: ListArgs,
  ) {
    return varianceService.sources(ctx, branchId, inventoryItemId, from, to, component, list);
  }
}
