import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { CapacityType } from './capacity-type.entity';
import { CapacityTypeFilter, CapacityTypeInput } from './capacity-type.inputs';
import { capacityTypeService } from './capacity-type.service';

export const CapacityTypePage = Paginated(CapacityType, 'CapacityType');

@Resolver(() => CapacityType)
export class CapacityTypeResolver {
  @Query(() => CapacityTypePage, { description: 'Capacity types (plate, box, tray…) of the organisation.' })
  capacityTypes(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => CapacityTypeFilter, { nullable: true }) filter?: CapacityTypeFilter,
  ) {
    return capacityTypeService.list(ctx, list, filter);
  }

  @Query(() => CapacityType)
  capacityType(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return capacityTypeService.get(ctx, id);
  }

  @Mutation(() => CapacityType)
  createCapacityType(@Ctx() ctx: RequestContext, @Arg('input', () => CapacityTypeInput) input: CapacityTypeInput) {
    return capacityTypeService.create(ctx, input);
  }

  @Mutation(() => CapacityType)
  updateCapacityType(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('input', () => CapacityTypeInput) input: CapacityTypeInput) {
    return capacityTypeService.update(ctx, id, input);
  }

  @Mutation(() => CapacityType, { description: 'Soft-deletes a capacity type; waste already recorded keeps showing it.' })
  deleteCapacityType(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('reason', () => String, { nullable: true }) reason?: string) {
    return capacityTypeService.delete(ctx, id, reason);
  }
}
