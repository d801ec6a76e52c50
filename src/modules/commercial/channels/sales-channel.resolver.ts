import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { SalesChannel } from './sales-channel.entity';
import { CreateSalesChannelInput, SalesChannelFilter, UpdateSalesChannelInput } from './sales-channel.inputs';
import { salesChannelService, salesChannelsSort } from './sales-channel.service';

export const SalesChannelPage = Paginated(SalesChannel, 'SalesChannel');

@Resolver(() => SalesChannel)
export class SalesChannelResolver {
  @Query(() => SalesChannelPage, { description: "The organisation's sales channels, by name unless sorted otherwise." })
  salesChannels(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(salesChannelsSort, 'name Asc') }) list?: ListArgs,
    @Arg('filter', () => SalesChannelFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: SalesChannelFilter,
  ) {
    return salesChannelService.list(ctx, list, filter);
  }

  @Query(() => SalesChannel, { description: 'One sales channel of the organisation.' })
  salesChannel(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the sales channel; 404 when no such sales channel is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return salesChannelService.get(ctx, id);
  }

  @Mutation(() => SalesChannel, { description: 'Creates a sales channel.' })
  createSalesChannel(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateSalesChannelInput, { description: 'Fields of the new sales channel.' }) input: CreateSalesChannelInput,
  ) {
    return salesChannelService.create(ctx, input);
  }

  @Mutation(() => SalesChannel, { description: 'Changes a sales channel.' })
  updateSalesChannel(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the sales channel to change; 404 (nothing changed) when no such sales channel is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => UpdateSalesChannelInput, { description: 'Fields of the sales channel to change; a field left out keeps its value.' })
    input: UpdateSalesChannelInput,
  ) {
    return salesChannelService.update(ctx, id, input);
  }

  @Mutation(() => SalesChannel, { description: 'Deactivates an active sales channel (409 when already inactive).' })
  deactivateSalesChannel(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the sales channel to deactivate; 404 (nothing changed) when no such sales channel is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return salesChannelService.setActive(ctx, id, false);
  }

  @Mutation(() => SalesChannel, { description: 'Activates an inactive sales channel (409 when already active).' })
  activateSalesChannel(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the sales channel to activate; 404 (nothing changed) when no such sales channel is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return salesChannelService.setActive(ctx, id, true);
  }
}
