import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { UuidScalar } from '../../../core/scalars';
import { SalesQuote } from '../orders/sales-quote.types';
import { GuestCartInput, GuestOrder, GuestOrderInput, GuestSelfOrder, PlacedGuestOrder } from './guest.types';
import { guestService } from './guest.service';

/**
 * Guest self-order fields. The caller is the QR token of the REST path (guest principal); the
 * qrToken argument is that same path segment, named so the REST bridge can map it.
 */
@Resolver()
export class GuestResolver {
  @Query(() => GuestSelfOrder, {
    description: "The table's branch, menu, promotions and payment methods (guest QR; 404 for an unknown, rotated, revoked or inactive token).",
  })
  guestSelfOrder(@Ctx() ctx: RequestContext, @Arg('qrToken', () => String) _qrToken: string) {
    return guestService.overview(ctx);
  }

  @Query(() => SalesQuote, { description: 'Prices a guest cart (422 errors name the item path, e.g. items[2].modifierOptionIds[0]).' })
  guestQuote(@Ctx() ctx: RequestContext, @Arg('qrToken', () => String) _qrToken: string, @Arg('input', () => GuestCartInput) input: GuestCartInput) {
    return guestService.quote(ctx, input);
  }

  @Mutation(() => PlacedGuestOrder, { description: 'Places a guest order (Idempotency-Key required); the answer carries the order token, shown once.' })
  placeGuestOrder(@Ctx() ctx: RequestContext, @Arg('qrToken', () => String) _qrToken: string, @Arg('input', () => GuestOrderInput) input: GuestOrderInput) {
    return guestService.place(ctx, input);
  }

  @Query(() => GuestOrder, { description: 'A guest order of this table, read with its order token (X-Order-Token).' })
  guestOrder(
    @Ctx() ctx: RequestContext,
    @Arg('qrToken', () => String) _qrToken: string,
    @Arg('orderId', () => UuidScalar) orderId: string,
    @Arg('orderToken', () => String, { nullable: true }) orderToken?: string,
  ) {
    return guestService.order(ctx, orderId, orderToken);
  }
}
