import { Field, InputType } from 'type-graphql';
import { IsEmail, IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { Role } from '../../../core/auth/roles';
import { MembershipStatus } from '../memberships/membership.entity';
import { UuidScalar } from '../../../core/scalars';

@InputType({ description: 'Invite a person to the organisation with a role and branches.' })
export class InviteMemberInput {
  @Field(() => String)
  @IsEmail({}, { message: 'must be a valid e-mail address' })
  @MaxLength(254, { message: 'must be at most 254 characters' })
  email!: string;

  @Field(() => String)
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  fullName!: string;

  @Field(() => Role)
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
  @Field(() => Role, { nullable: true })
  @IsOptional()
  role?: Role | null;

  @Field(() => [UuidScalar], { nullable: true })
  @IsOptional()
  branchIds?: string[] | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  allBranches?: boolean | null;

  @Field(() => MembershipStatus, {
    nullable: true,
    description: 'Active or Disabled (disabling signs the member out of this organisation); Invited cannot be set (409).',
  })
  @IsOptional()
  status?: MembershipStatus | null;
}

@InputType()
export class MemberFilter {
  @Field(() => MembershipStatus, { nullable: true })
  @IsOptional()
  status?: MembershipStatus | null;

  @Field(() => Role, { nullable: true })
  @IsOptional()
  role?: Role | null;
}
