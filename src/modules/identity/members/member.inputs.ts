import { Field, InputType } from 'type-graphql';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { ROLES } from '../../../core/auth/roles';
import { UuidScalar } from '../../../core/scalars';

const ROLE_RULE = { message: `must be one of: ${ROLES.join(', ')}` };

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

  @Field(() => String, { description: 'owner, manager, accountant, hr or staff.' })
  @IsIn([...ROLES], ROLE_RULE)
  role!: string;

  @Field(() => [UuidScalar], { nullable: true, description: 'Branches the member may work in (required unless allBranches).' })
  @IsOptional()
  branchIds?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Every branch, present and future (always true for owners).' })
  @IsOptional()
  allBranches?: boolean | null;
}

@InputType({ description: 'Changes to a member; omitted fields stay as they are.' })
export class UpdateMemberInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn([...ROLES], ROLE_RULE)
  role?: string | null;

  @Field(() => [UuidScalar], { nullable: true })
  @IsOptional()
  branchIds?: string[] | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  allBranches?: boolean | null;

  @Field(() => String, { nullable: true, description: 'active or disabled (disabling signs the member out of this organisation).' })
  @IsOptional()
  @IsIn(['active', 'disabled'], { message: 'must be one of: active, disabled' })
  status?: string | null;
}

@InputType()
export class MemberFilter {
  @Field(() => String, { nullable: true, description: 'invited, active or disabled.' })
  @IsOptional()
  @IsIn(['invited', 'active', 'disabled'], { message: 'must be one of: invited, active, disabled' })
  status?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn([...ROLES], ROLE_RULE)
  role?: string | null;
}
