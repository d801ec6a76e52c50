import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { UuidScalar } from '../../../core/scalars';
import { KitchenTicket } from './kitchen-ticket.entity';
import { KitchenStatus } from './kitchen.rules';
import { KitchenStationAssignment, KitchenTicketFilter, SetKitchenStationInput } from './kitchen.inputs';
import { kitchenService } from './kitchen.service';

/** The kitchen display's reads and bumps (docs/live.md, "Kitchen"); changes reach screens through branchOrderEvents. */
@Resolver()
export class KitchenResolver {
  @Query(() => [KitchenTicket], { description: "The active branch's kitchen tickets, oldest first (at most 500): by default those not yet served or voided." })
  kitchenTickets(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => KitchenTicketFilter, { nullable: true, description: 'Station and statuses.' }) filter?: KitchenTicketFilter,
  ) {
    return kitchenService.list(ctx, filter);
  }

  @Mutation(() => KitchenTicket, {
    description:
      'Moves a ticket one step from the status the screen showed (Queued → Preparing → Ready → Served). Idempotent: a repeated bump answers the ticket unchanged; a stale screen gets 409.',
  })
  bumpKitchenTicket(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: 'Ticket id.' }) id: string,
    @Arg('fromStatus', () => KitchenStatus, { description: 'The status the screen showed when it was tapped.' }) fromStatus: KitchenStatus,
  ) {
    return kitchenService.bump(ctx, id, fromStatus);
  }

  @Mutation(() => KitchenTicket, { description: 'Voids a ticket not yet served (idempotent); cancelling the order voids its tickets too.' })
  voidKitchenTicket(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: 'Ticket id.' }) id: string,
    @Arg('reason', () => String, { description: 'Why it will not be made.' }) reason: string,
  ) {
    return kitchenService.voidTicket(ctx, id, reason);
  }

  @Mutation(() => KitchenStationAssignment, {
    description: 'Sets or clears the kitchen station of a product or a category (new orders only; placed tickets keep theirs).',
  })
  setKitchenStation(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetKitchenStationInput, { description: 'Target and station.' }) input: SetKitchenStationInput,
  ) {
    return kitchenService.setStation(ctx, input);
  }
}
