import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { DeliveryItemMapping } from './delivery-item-mapping.entity';
import { DeliveryItemMappingFilter, MapDeliveryItemInput } from './delivery-item-mapping.inputs';
import { deliveryItemMappingService, deliveryItemMappingsSort } from './delivery-item-mapping.service';

export const DeliveryItemMappingPage = Paginated(DeliveryItemMapping, 'DeliveryItemMapping');

@Resolver(() => DeliveryItemMapping)
export class DeliveryItemMappingResolver {
  @Query(() => DeliveryItemMappingPage, { description: 'The platform items and options seen in orders, mapped or waiting to be mapped.' })
  deliveryItemMappings(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(deliveryItemMappingsSort, 'platformName Asc') }) list?: ListArgs,
    @Arg('filter', () => DeliveryItemMappingFilter, { nullable: true, description: 'Narrows the list; every condition given must hold.' })
    filter?: DeliveryItemMappingFilter,
  ) {
    return deliveryItemMappingService.list(ctx, list, filter);
  }

  @Mutation(() => DeliveryItemMapping, { description: 'Maps a platform item to a product, or a platform option to a modifier option (null unmaps); audited.' })
  mapDeliveryItem(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the mapping; 404 (nothing changed) when no such mapping is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => MapDeliveryItemInput, { description: 'The product or modifier option it maps to.' }) input: MapDeliveryItemInput,
  ) {
    return deliveryItemMappingService.map(ctx, id, input);
  }
}
