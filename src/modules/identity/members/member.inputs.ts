import { Field, InputType } from 'type-graphql';
import { IsEmail, IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { Role } from '../../../core/auth/roles';
import { MembershipStatus } from '../memberships/membership.entity';
import { UuidScalar } from '../../../core/scalars';

@InputType({ description: 'Invite a person to the organisation with a role and branches.' })
export class InviteMemberInput {
  @Field(() => String, { description: "The invitee's e-mail address (at most 254 characters); the activation code is mailed there." })
  @IsEmail({}, { message: 'must be a valid e-mail address' })
  @MaxLength(254, { message: 'must be at most 254 characters' })
  email!: string;

  @Field(() => String, { description: "The invitee's full name, 1-120 characters." })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  fullName!: string;

  @Field(() => Role, { description: 'The role the member will have.' })
  role!: Role;

  @Field(() => [UuidScalar], { nullable: true, description: 'Branches the member may work in (required unless allBranches).' })
  @IsOptional()
  branchIds?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Every branch, present and future (always true for owners).' })
  @IsOptional()
  allBranches?: boolean | null;
}

@InputType({ description: 'Changes to a member; omitted fields stay as they are.' })
export class UpdateMemberInput {
  @Field(() => Role, { nullable: true, description: 'The new role; null or left out keeps it.' })
  @IsOptional()
  role?: Role | null;

  @Field(() => [UuidScalar], { nullable: true, description: 'Ids of the branches the member may work in (replaces the list); null or left out keeps it.' })
  @IsOptional()
  branchIds?: string[] | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true: every branch, present and future; false: only branchIds (at least one). An Owner always has every branch. Left out keeps it.',
  })
  @IsOptional()
  allBranches?: boolean | null;

  @Field(() => MembershipStatus, {
    nullable: true,
    description: 'Active or Disabled (disabling signs the member out of this organisation); Invited cannot be set (409).',
  })
  @IsOptional()
  status?: MembershipStatus | null;
}

@InputType({ description: 'Conditions on the member list.' })
export class MemberFilter {
  @Field(() => MembershipStatus, { nullable: true, description: 'Only members with this status; null: all.' })
  @IsOptional()
  status?: MembershipStatus | null;

  @Field(() => Role, { nullable: true, description: 'Only members with this role; null: all.' })
  @IsOptional()
  role?: Role | null;
}
