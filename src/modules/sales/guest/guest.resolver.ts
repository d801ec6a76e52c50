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
  guestSelfOrder(@Ctx() ctx: RequestContext, @Arg('qrToken', () => String, { description: "The token from the table's QR code." }) _qrToken: string) {
    return guestService.overview(ctx);
  }

  @Query(() => SalesQuote, { description: 'Prices a guest cart (422 errors name the item path, e.g. items[2].modifierOptionIds[0]).' })
  guestQuote(
    @Ctx() ctx: RequestContext,
    @Arg('qrToken', () => String, { description: "The token from the table's QR code." }) _qrToken: string,
    @Arg('input', () => GuestCartInput, { description: 'The cart to price.' }) input: GuestCartInput,
  ) {
    return guestService.quote(ctx, input);
  }

  @Mutation(() => PlacedGuestOrder, { description: 'Places a guest order (Idempotency-Key required); the answer carries the order token, shown once.' })
  placeGuestOrder(
    @Ctx() ctx: RequestContext,
    @Arg('qrToken', () => String, { description: "The token from the table's QR code." }) _qrToken: string,
    @Arg('input', () => GuestOrderInput, { description: 'The cart and the payments.' }) input: GuestOrderInput,
  ) {
    return guestService.place(ctx, input);
  }

  @Query(() => GuestOrder, { description: 'A guest order of this table, read with its order token (X-Order-Token).' })
  guestOrder(
    @Ctx() ctx: RequestContext,
    @Arg('qrToken', () => String, { description: "The token from the table's QR code." }) _qrToken: string,
    @Arg('orderId', () => UuidScalar, { description: 'Id of the guest order; 404 when it is not an order of this table or the token does not match.' })
    orderId: string,
    @Arg('orderToken', () => String, {
      nullable: true,
      description: 'The order token returned when the order was placed (or send it as the X-Order-Token header).',
    })
    orderToken?: string,
  ) {
    return guestService.order(ctx, orderId, orderToken);
  }
}
