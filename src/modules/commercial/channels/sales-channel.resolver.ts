import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { SalesChannel } from './sales-channel.entity';
import { CreateSalesChannelInput, SalesChannelFilter, UpdateSalesChannelInput } from './sales-channel.inputs';
import { salesChannelService } from './sales-channel.service';

export const SalesChannelPage = Paginated(SalesChannel, 'SalesChannel');

@Resolver(() => SalesChannel)
export class SalesChannelResolver {
  @Query(() => SalesChannelPage, { description: "The organisation's sales channels, by name unless sorted otherwise." })
  salesChannels(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => SalesChannelFilter, { nullable: true }) filter?: SalesChannelFilter,
  ) {
    return salesChannelService.list(ctx, list, filter);
  }

  @Query(() => SalesChannel)
  salesChannel(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return salesChannelService.get(ctx, id);
  }

  @Mutation(() => SalesChannel)
  createSalesChannel(@Ctx() ctx: RequestContext, @Arg('input', () => CreateSalesChannelInput) input: CreateSalesChannelInput) {
    return salesChannelService.create(ctx, input);
  }

  @Mutation(() => SalesChannel)
  updateSalesChannel(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => UpdateSalesChannelInput) input: UpdateSalesChannelInput,
  ) {
    return salesChannelService.update(ctx, id, input);
  }

  @Mutation(() => SalesChannel, { description: 'Deactivates an active sales channel (409 when already inactive).' })
  deactivateSalesChannel(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return salesChannelService.setActive(ctx, id, false);
  }

  @Mutation(() => SalesChannel, { description: 'Activates an inactive sales channel (409 when already active).' })
  activateSalesChannel(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return salesChannelService.setActive(ctx, id, true);
  }
}
