import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { DeliveryConnection } from './delivery-connection.entity';
import {
  CreateDeliveryConnectionInput,
  DeliveryConnectionFilter,
  DeliveryConnectionWithSecret,
  SetDeliveryStoreStateInput,
  UpdateDeliveryConnectionInput,
} from './delivery-connection.inputs';
import { deliveryConnectionService, deliveryConnectionsSort } from './delivery-connection.service';

export const DeliveryConnectionPage = Paginated(DeliveryConnection, 'DeliveryConnection');
const ID_DESCRIPTION = "Id of the delivery connection; 404 (nothing changed) when no such connection is visible to the caller (e.g. another organisation's).";

@Resolver(() => DeliveryConnection)
export class DeliveryConnectionResolver {
  @Query(() => DeliveryConnectionPage, { description: "The organisation's delivery platform connections." })
  deliveryConnections(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(deliveryConnectionsSort, 'createdAt Asc') }) list?: ListArgs,
    @Arg('filter', () => DeliveryConnectionFilter, { nullable: true, description: 'Narrows the list; every condition given must hold.' })
    filter?: DeliveryConnectionFilter,
  ) {
    return deliveryConnectionService.list(ctx, list, filter);
  }

  @Query(() => DeliveryConnection, { description: 'One delivery connection (its credentials are never returned).' })
  deliveryConnection(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar, { description: ID_DESCRIPTION }) id: string) {
    return deliveryConnectionService.get(ctx, id);
  }

  @Mutation(() => DeliveryConnectionWithSecret, {
    description: "Connects a branch's store on a platform; a Generic connection's signing secret is answered once.",
  })
  createDeliveryConnection(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateDeliveryConnectionInput, { description: 'The new connection.' }) input: CreateDeliveryConnectionInput,
  ) {
    return deliveryConnectionService.create(ctx, input);
  }

  @Mutation(() => DeliveryConnection, { description: 'Changes a delivery connection; only the fields given change.' })
  updateDeliveryConnection(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: ID_DESCRIPTION }) id: string,
    @Arg('input', () => UpdateDeliveryConnectionInput, { description: 'Fields to change.' }) input: UpdateDeliveryConnectionInput,
  ) {
    return deliveryConnectionService.update(ctx, id, input);
  }

  @Mutation(() => DeliveryConnectionWithSecret, { description: 'Gives a Generic connection a new signing secret (answered once); the old one stops working.' })
  rotateDeliveryConnectionSecret(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar, { description: ID_DESCRIPTION }) id: string) {
    return deliveryConnectionService.rotateSecret(ctx, id);
  }

  @Mutation(() => DeliveryConnection, { description: 'Sets the store open, busy or paused and its preparation time; the platform is told at once.' })
  setDeliveryStoreState(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: ID_DESCRIPTION }) id: string,
    @Arg('input', () => SetDeliveryStoreStateInput, { description: 'The state and preparation time.' }) input: SetDeliveryStoreStateInput,
  ) {
    return deliveryConnectionService.setStoreState(ctx, id, input);
  }

  @Mutation(() => DeliveryConnection, { description: 'Removes a connection that never received an order (409 otherwise: deactivate it).' })
  deleteDeliveryConnection(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar, { description: ID_DESCRIPTION }) id: string) {
    return deliveryConnectionService.remove(ctx, id);
  }
}
