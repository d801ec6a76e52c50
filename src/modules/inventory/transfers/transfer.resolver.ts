import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { InventoryItem } from '../../catalog/inventory-items/inventory-item.entity';
import { inventoryItemLoader } from '../../catalog/inventory-items/inventory-item.loader';
import { Transfer, TransferLine } from './transfer.entity';
import { CreateTransferInput, ReceiveTransferInput, SendTransferInput, TransferFilter } from './transfer.inputs';
import { transferService, transfersSort } from './transfer.service';

export const TransferPage = Paginated(Transfer, 'Transfer');

@Resolver(() => Transfer)
export class TransferResolver {
  @Query(() => TransferPage, {
    description: 'Transfers of the organisation, newest first. Sort: createdAt (default), status, sentAt; Search matches the note.',
  })
  transfers(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(transfersSort, 'createdAt Desc') }) list?: ListArgs,
    @Arg('filter', () => TransferFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: TransferFilter,
  ) {
    return transferService.list(ctx, list, filter);
  }

  @Query(() => Transfer, { description: 'One transfer.' })
  transfer(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the transfer; 404 when no such transfer is visible to the caller (e.g. another organisation's)." })
    id: string,
  ) {
    return transferService.get(ctx, id);
  }

  @Mutation(() => Transfer, { description: 'Creates a Draft transfer between two branches of the organisation.' })
  createTransfer(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateTransferInput, { description: 'Fields of the new transfer.' }) input: CreateTransferInput,
  ) {
    return transferService.create(ctx, input);
  }

  @Mutation(() => Transfer, { description: 'Sends a Draft transfer: its stock leaves the sender (TransferOut).' })
  sendTransfer(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the transfer to send; 404 (nothing changed) when no such transfer is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => SendTransferInput, { nullable: true, description: 'Optional note for the receiving branch.' }) input?: SendTransferInput,
  ) {
    return transferService.send(ctx, id, input);
  }

  @Mutation(() => Transfer, { description: 'Receives a Sent transfer (TransferIn); shortfalls are charged to the sender as TransferShortfall losses.' })
  receiveTransfer(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the transfer to receive; 404 (nothing changed) when no such transfer is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => ReceiveTransferInput, {
      nullable: true,
      description: "The receiver's business date and the lines that arrived short; null: everything arrived, today.",
    })
    input?: ReceiveTransferInput,
  ) {
    return transferService.receive(ctx, id, input);
  }

  @Mutation(() => Transfer, { description: 'Cancels a Draft transfer.' })
  cancelTransfer(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the transfer to cancel; 404 (nothing changed) when no such transfer is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
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
