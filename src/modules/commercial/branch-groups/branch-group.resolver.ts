import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { BranchGroup } from './branch-group.entity';
import { AddBranchToGroupInput, BranchGroupFilter, BranchGroupInput } from './branch-group.inputs';
import { branchGroupService, branchGroupsSort } from './branch-group.service';

export const BranchGroupPage = Paginated(BranchGroup, 'BranchGroup');

@Resolver(() => BranchGroup)
export class BranchGroupResolver {
  @Query(() => BranchGroupPage, { description: 'Branch groups (price tiers and regions), by name unless sorted otherwise.' })
  branchGroups(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(branchGroupsSort, 'name Asc') }) list?: ListArgs,
    @Arg('filter', () => BranchGroupFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: BranchGroupFilter,
  ) {
    return branchGroupService.list(ctx, list, filter);
  }

  @Query(() => BranchGroup, { description: 'One branch group with its branches.' })
  branchGroup(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the branch group; 404 when no such branch group is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return branchGroupService.get(ctx, id);
  }

  @Mutation(() => BranchGroup, { description: 'Creates a branch group with its branches.' })
  createBranchGroup(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => BranchGroupInput, { description: 'Fields of the new branch group.' }) input: BranchGroupInput,
  ) {
    return branchGroupService.create(ctx, input);
  }

  @Mutation(() => BranchGroup, { description: 'Replaces every field of a live group (404 for a deleted one).' })
  replaceBranchGroup(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: 'Id of the branch group to replace; 404 (nothing changed) when no such group is visible to the caller.' })
    id: string,
    @Arg('input', () => BranchGroupInput, { description: 'The whole group: name, kind, tier and branches.' }) input: BranchGroupInput,
  ) {
    return branchGroupService.replace(ctx, id, input);
  }

  @Mutation(() => BranchGroup, { description: 'Soft-deletes a group; its branches leave it with the same reason.' })
  deleteBranchGroup(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the branch group to delete (soft-delete: it stays readable in the audit trail); 404 (nothing changed) when no such branch group is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description:
        "Why the branch group is deleted: kept as the record's deleteReason and in the audit trail. Optional; trimmed, at most 500 characters are kept.",
    })
    reason?: string,
  ) {
    return branchGroupService.delete(ctx, id, reason);
  }

  @Mutation(() => BranchGroup, {
    description: 'Adds a branch (422 on branchId for another organisation; 409 when already a member or already in another PriceTier group).',
  })
  addBranchToGroup(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: 'Id of the branch group that gets the branch; 404 (nothing changed) when no such group is visible to the caller.',
    })
    id: string,
    @Arg('input', () => AddBranchToGroupInput, { description: 'The branch to add.' }) input: AddBranchToGroupInput,
  ) {
    return branchGroupService.addBranch(ctx, id, input.branchId);
  }

  @Mutation(() => BranchGroup, { description: 'Removes a branch from the group, with an optional reason (404 when it is not a member).' })
  removeBranchFromGroup(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: 'Id of the branch group the branch leaves; 404 (nothing changed) when no such group is visible to the caller.',
    })
    id: string,
    @Arg('branchId', () => UuidScalar, { description: 'Id of the branch to remove from the group; 404 when it is not in the group.' }) branchId: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: 'Why the branch leaves the group; kept in the audit trail. Optional; trimmed, at most 500 characters are kept.',
    })
    reason?: string,
  ) {
    return branchGroupService.removeBranch(ctx, id, branchId, reason);
  }
}
