import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { Branch } from './branch.entity';
import { BranchFilter, CreateBranchInput, UpdateBranchInput, UpdateOrganizationSettingsInput } from './branch.inputs';
import { branchService, branchesSort } from './branch.service';
import { Organization } from '../organizations/organization.entity';
import { organizationSettingsService } from '../organizations/organization-settings.service';

export const BranchPage = Paginated(Branch, 'Branch');

@Resolver(() => Branch)
export class BranchResolver {
  @Query(() => BranchPage, { description: 'Branches of the organisation (search over name, nameAr and code).' })
  branches(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(branchesSort, 'name Asc') }) list?: ListArgs,
    @Arg('filter', () => BranchFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: BranchFilter,
  ) {
    return branchService.list(ctx, list, filter);
  }

  @Query(() => Branch, { description: 'One branch of the organisation (active or deactivated).' })
  branch(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the branch; 404 when no such branch is visible to the caller (e.g. another organisation's)." })
    id: string,
  ) {
    return branchService.get(ctx, id);
  }

  @Mutation(() => Branch, { description: "Creates a branch of the organisation (the owner's first branch comes with registration)." })
  createBranch(@Ctx() ctx: RequestContext, @Arg('input', () => CreateBranchInput, { description: 'Fields of the new branch.' }) input: CreateBranchInput) {
    return branchService.create(ctx, input);
  }

  @Mutation(() => Branch, { description: 'Changes a branch; omitted fields keep their value.' })
  updateBranch(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the branch to change; 404 (nothing changed) when no such branch is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => UpdateBranchInput, { description: 'Fields of the branch to change; a field left out keeps its value.' }) input: UpdateBranchInput,
  ) {
    return branchService.update(ctx, id, input);
  }

  @Mutation(() => Branch, {
    description:
      'Deactivates a branch: sign-in, switch-branch and X-Branch-Id to it are refused and its sessions end; its data is kept. The last active branch cannot be deactivated.',
  })
  deactivateBranch(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the branch to deactivate; 404 (nothing changed) when no such branch is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: 'Why the branch is deactivated; shown as deactivationReason and kept in the audit trail. Optional, at most 500 characters kept.',
    })
    reason?: string,
  ) {
    return branchService.deactivate(ctx, id, reason);
  }

  @Mutation(() => Branch, { description: 'Activates a deactivated branch again.' })
  activateBranch(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the branch to activate; 404 (nothing changed) when no such branch is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: 'Why the branch is activated again; kept in the audit trail. Optional, at most 500 characters kept.',
    })
    reason?: string,
  ) {
    return branchService.activate(ctx, id, reason);
  }

  @Query(() => Organization, { description: "The caller's organisation and its settings." })
  organizationSettings(@Ctx() ctx: RequestContext) {
    return organizationSettingsService.get(ctx);
  }

  @Mutation(() => Organization, { description: 'Changes organisation settings; omitted fields keep their value. The base currency cannot be changed.' })
  updateOrganizationSettings(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateOrganizationSettingsInput, { description: 'Fields of the organization settings to change; a field left out keeps its value.' })
    input: UpdateOrganizationSettingsInput,
  ) {
    return organizationSettingsService.update(ctx, input);
  }
}
