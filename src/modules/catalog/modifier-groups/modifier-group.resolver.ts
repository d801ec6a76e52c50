import type DataLoader from 'dataloader';
import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { ModifierGroup, ModifierOption } from './modifier-group.entity';
import { ModifierGroupFilter, ModifierGroupInput } from './modifier-group.inputs';
import { modifierGroupService } from './modifier-group.service';

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
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => ModifierGroupFilter, { nullable: true }) filter?: ModifierGroupFilter,
  ) {
    return modifierGroupService.list(ctx, list, filter);
  }

  @Query(() => ModifierGroup)
  modifierGroup(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return modifierGroupService.get(ctx, id);
  }

  @Mutation(() => ModifierGroup)
  createModifierGroup(@Ctx() ctx: RequestContext, @Arg('input', () => ModifierGroupInput) input: ModifierGroupInput) {
    return modifierGroupService.create(ctx, input);
  }

  @Mutation(() => ModifierGroup, { description: 'Replaces the group and its options (options left out are removed).' })
  updateModifierGroup(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('input', () => ModifierGroupInput) input: ModifierGroupInput) {
    return modifierGroupService.update(ctx, id, input);
  }

  @Mutation(() => ModifierGroup, { description: 'Soft-deletes a group no live product uses (409 otherwise).' })
  deleteModifierGroup(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('reason', () => String, { nullable: true }) reason?: string) {
    return modifierGroupService.delete(ctx, id, reason);
  }

  @FieldResolver(() => [ModifierOption])
  options(@Root() group: ModifierGroup, @Ctx() ctx: RequestContext) {
    return modifierOptionsLoader(ctx).load(group.id);
  }
}
