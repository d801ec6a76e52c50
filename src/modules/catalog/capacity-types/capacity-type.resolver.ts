import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { CapacityType } from './capacity-type.entity';
import { CapacityTypeFilter, CapacityTypeInput } from './capacity-type.inputs';
import { capacityTypeService, capacityTypesSort } from './capacity-type.service';

export const CapacityTypePage = Paginated(CapacityType, 'CapacityType');

@Resolver(() => CapacityType)
export class CapacityTypeResolver {
  @Query(() => CapacityTypePage, { description: 'Capacity types (plate, box, tray…) of the organisation.' })
  capacityTypes(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(capacityTypesSort, 'name Asc') }) list?: ListArgs,
    @Arg('filter', () => CapacityTypeFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: CapacityTypeFilter,
  ) {
    return capacityTypeService.list(ctx, list, filter);
  }

  @Query(() => CapacityType, { description: 'One capacity type of the organisation.' })
  capacityType(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the capacity type; 404 when no such capacity type is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return capacityTypeService.get(ctx, id);
  }

  @Mutation(() => CapacityType, { description: 'Creates a capacity type.' })
  createCapacityType(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CapacityTypeInput, { description: 'Fields of the new capacity type.' }) input: CapacityTypeInput,
  ) {
    return capacityTypeService.create(ctx, input);
  }

  @Mutation(() => CapacityType, { description: 'Changes a capacity type.' })
  updateCapacityType(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the capacity type to change; 404 (nothing changed) when no such capacity type is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => CapacityTypeInput, { description: 'Fields of the capacity type to change; a field left out keeps its value.' })
    input: CapacityTypeInput,
  ) {
    return capacityTypeService.update(ctx, id, input);
  }

  @Mutation(() => CapacityType, { description: 'Soft-deletes a capacity type; waste already recorded keeps showing it.' })
  deleteCapacityType(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the capacity type to delete (soft-delete: it stays readable in the audit trail); 404 (nothing changed) when no such capacity type is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description:
        "Why the capacity type is deleted: kept as the record's deleteReason and in the audit trail. Optional; trimmed, at most 500 characters are kept.",
    })
    reason?: string,
  ) {
    return capacityTypeService.delete(ctx, id, reason);
  }
}
