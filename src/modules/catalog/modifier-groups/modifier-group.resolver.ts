import type DataLoader from 'dataloader';
import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { ModifierGroup, ModifierOption } from './modifier-group.entity';
import { ModifierGroupFilter, ModifierGroupInput } from './modifier-group.inputs';
import { modifierGroupService, modifierGroupsSort } from './modifier-group.service';

export const ModifierGroupPage = Paginated(ModifierGroup, 'ModifierGroup');

export function modifierOptionsLoader(ctx: RequestContext): DataLoader<string, ModifierOption[]> {
  return ctx.loaders.get<string, ModifierOption[]>('catalog.modifier-options', async (ids) => {
    const found = await modifierGroupService.optionsOf(ctx, ids);
    return ids.map((id) => found.get(id) ?? []);
  });
}

@Resolver(() => ModifierGroup)
export class ModifierGroupResolver {
  @Query(() => ModifierGroupPage, { description: 'Modifier groups of the organisation.' })
  modifierGroups(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(modifierGroupsSort, 'name Asc') }) list?: ListArgs,
    @Arg('filter', () => ModifierGroupFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: ModifierGroupFilter,
  ) {
    return modifierGroupService.list(ctx, list, filter);
  }

  @Query(() => ModifierGroup, { description: 'One modifier group with its options.' })
  modifierGroup(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the modifier group; 404 when no such modifier group is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return modifierGroupService.get(ctx, id);
  }

  @Mutation(() => ModifierGroup, { description: 'Creates a modifier group with its options.' })
  createModifierGroup(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ModifierGroupInput, { description: 'Fields of the new modifier group.' }) input: ModifierGroupInput,
  ) {
    return modifierGroupService.create(ctx, input);
  }

  @Mutation(() => ModifierGroup, { description: 'Replaces the group and its options (options left out are removed).' })
  updateModifierGroup(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the modifier group to change; 404 (nothing changed) when no such modifier group is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => ModifierGroupInput, { description: 'Fields of the modifier group to change; a field left out keeps its value.' })
    input: ModifierGroupInput,
  ) {
    return modifierGroupService.update(ctx, id, input);
  }

  @Mutation(() => ModifierGroup, { description: 'Soft-deletes a group no live product uses (409 otherwise).' })
  deleteModifierGroup(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the modifier group to delete (soft-delete: it stays readable in the audit trail); 404 (nothing changed) when no such modifier group is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description:
        "Why the modifier group is deleted: kept as the record's deleteReason and in the audit trail. Optional; trimmed, at most 500 characters are kept.",
    })
    reason?: string,
  ) {
    return modifierGroupService.delete(ctx, id, reason);
  }

  @FieldResolver(() => [ModifierOption], { description: "The group's options in sortOrder, inactive ones included." })
  options(@Root() group: ModifierGroup, @Ctx() ctx: RequestContext) {
    return modifierOptionsLoader(ctx).load(group.id);
  }
}
