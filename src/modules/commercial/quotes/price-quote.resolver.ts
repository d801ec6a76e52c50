import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { UuidScalar } from '../../../core/scalars';
import { cartQuoteService } from './cart-quote.service';
import { CartItemGqlInput, PriceQuoteResult } from './price-quote.types';

@Resolver()
export class PriceQuoteResolver {
  @Query(() => PriceQuoteResult, {
    description:
      'Prices a cart at a branch and channel now, as a guest order would be priced: tier, modifiers, the best promotion and taxes, with the reasons. 422 per field (`items[i].productId`, …).',
  })
  priceQuote(
    @Ctx() ctx: RequestContext,
    @Arg('branchId', () => UuidScalar, { description: 'Id of the branch to price for; 404 when no such branch is visible to the caller.' }) branchId: string,
    @Arg('channelId', () => UuidScalar, { nullable: true, description: 'Id of a sales channel of the organisation to price for; null: no particular channel.' })
    channelId: string | null,
    @Arg('items', () => [CartItemGqlInput], { description: 'The cart lines to price.' }) items: CartItemGqlInput[],
  ) {
    return cartQuoteService.quote(ctx, { branchId, channelId: channelId ?? null, items });
  }
}
