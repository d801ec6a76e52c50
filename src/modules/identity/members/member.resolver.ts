import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { Membership } from '../memberships/membership.entity';
import { User } from '../users/user.entity';
import { invitationService } from '../invitations/invitation.service';
import { InviteMemberInput, MemberFilter, UpdateMemberInput } from './member.inputs';
import { memberService, membersSort } from './member.service';

export const MembershipPage = Paginated(Membership, 'Membership');

@Resolver(() => Membership)
export class MemberResolver {
  @Query(() => MembershipPage, { description: 'Members of the organisation (invited, active and disabled).' })
  members(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(membersSort, 'createdAt Asc') }) list?: ListArgs,
    @Arg('filter', () => MemberFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: MemberFilter,
  ) {
    return memberService.list(ctx, list, filter);
  }

  @Query(() => Membership, { description: 'One member (membership) of the organisation, with their user, role and branches.' })
  member(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the member; 404 when no such member is visible to the caller (e.g. another organisation's)." })
    id: string,
  ) {
    return memberService.get(ctx, id);
  }

  @Mutation(() => Membership, { description: 'Invite a person with a role and branches; they get an activation code by mail.' })
  inviteMember(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => InviteMemberInput, { description: 'E-mail, name, role and branches of the person to invite.' }) input: InviteMemberInput,
  ) {
    return invitationService.invite(ctx, input);
  }

  @Mutation(() => Membership, { description: "Change a member's role, branches or status." })
  updateMember(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the member to change; 404 (nothing changed) when no such member is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => UpdateMemberInput, { description: 'Fields of the member to change; a field left out keeps its value.' }) input: UpdateMemberInput,
  ) {
    return memberService.update(ctx, id, input);
  }

  @FieldResolver(() => User, { description: "The member's user account (name, e-mail)." })
  async user(@Ctx() ctx: RequestContext, @Root() membership: Membership): Promise<User> {
    const loader = ctx.loaders.get<string, User | null>('identity.user', async (ids) => {
      const found = await memberService.usersById(ctx, ids);
      return ids.map((id) => found.get(id) ?? null);
    });
    const user = await loader.load(membership.userId);
    if (!user) throw new Error(`Membership ${membership.id} has no user`);
    return user;
  }
}
