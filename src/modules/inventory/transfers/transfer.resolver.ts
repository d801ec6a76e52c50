import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { InventoryItem } from '../../catalog/inventory-items/inventory-item.entity';
import { inventoryItemLoader } from '../../catalog/inventory-items/inventory-item.loader';
import { Transfer, TransferLine } from './transfer.entity';
import { CreateTransferInput, ReceiveTransferInput, SendTransferInput, TransferFilter } from './transfer.inputs';
import { transferService } from './transfer.service';

export const TransferPage = Paginated(Transfer, 'Transfer');

@Resolver(() => Transfer)
export class TransferResolver {
  @Query(() => TransferPage, {
    description: 'Transfers of the organisation, newest first. Sort: createdAt (default), status, sentAt; Search matches the note.',
  })
  transfers(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => TransferFilter, { nullable: true }) filter?: TransferFilter,
  ) {
    return transferService.list(ctx, list, filter);
  }

  @Query(() => Transfer, { description: 'One transfer.' })
  transfer(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return transferService.get(ctx, id);
  }

  @Mutation(() => Transfer, { description: 'Creates a Draft transfer between two branches of the organisation.' })
  createTransfer(@Ctx() ctx: RequestContext, @Arg('input', () => CreateTransferInput) input: CreateTransferInput) {
    return transferService.create(ctx, input);
  }

  @Mutation(() => Transfer, { description: 'Sends a Draft transfer: its stock leaves the sender (TransferOut).' })
  sendTransfer(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => SendTransferInput, { nullable: true }) input?: SendTransferInput,
  ) {
    return transferService.send(ctx, id, input);
  }

  @Mutation(() => Transfer, { description: 'Receives a Sent transfer (TransferIn); shortfalls are charged to the sender as TransferShortfall losses.' })
  receiveTransfer(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => ReceiveTransferInput, { nullable: true }) input?: ReceiveTransferInput,
  ) {
    return transferService.receive(ctx, id, input);
  }

  @Mutation(() => Transfer, { description: 'Cancels a Draft transfer.' })
  cancelTransfer(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return transferService.cancel(ctx, id);
  }
}

@Resolver(() => TransferLine)
export class TransferLineResolver {
  @FieldResolver(() => InventoryItem, {
    nullable: true,
    description: "The line's inventory item (name, unit, kind); one query per request for every line asked.",
  })
  inventoryItem(@Root() line: TransferLine, @Ctx() ctx: RequestContext) {
    return inventoryItemLoader(ctx).load(line.inventoryItemId);
  }
}
