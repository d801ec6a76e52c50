import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Role } from '../../../core/auth/roles';
import { DateTimeScalar } from '../../../core/scalars';

export enum MembershipStatus {
  Invited = 'Invited',
  Active = 'Active',
  Disabled = 'Disabled',
}
registerEnumType(MembershipStatus, {
  name: 'MembershipStatus',
  description: 'Invited (until the invitee activates), Active, or Disabled (signed out of the organisation; can be made Active again).',
  valuesConfig: {
    Invited: { description: 'Invited by email; becomes Active when the invitee activates with the emailed code.' },
    Active: { description: "May sign in to the organisation and act with the membership's role." },
    Disabled: { description: 'Signed out of the organisation and may not sign in to it; can be made Active again.' },
  },
});

/** A user's role in one organisation and the branches they may work in. */
@ObjectType('Membership', { simpleResolvers: true, description: "A user's membership of one organisation: role, status and the branches they may work in." })
@Entity('memberships')
@Index('memberships_org_user_key', ['organizationId', 'userId'], { unique: true })
export class Membership {
  @Field(() => ID, { description: 'Id of the membership (the member); used by member(id), updateMember and the member mutations.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field(() => ID, { description: 'Id of the organisation.' })
  @Column('uuid')
  organizationId!: string;

  @Field(() => ID, { description: 'Id of the user account of the member.' })
  @Column('uuid')
  userId!: string;

  @Field(() => Role, { description: "The member's role in the organisation (permissions: docs/roles.md)." })
  @Column('text')
  role!: Role;

  @Field(() => Boolean, { description: 'True when the member may work in every branch, present and future.' })
  @Column('boolean', { default: false })
  allBranches!: boolean;

  @Field(() => [String], { description: 'Ids of the branches the member may sign in to when allBranches is false (kept but not used while it is true).' })
  @Column('uuid', { array: true, default: () => "'{}'" })
  branchIds!: string[];

  @Field(() => MembershipStatus, { description: 'Invited, Active or Disabled.' })
  @Column('text', { default: MembershipStatus.Active })
  status!: MembershipStatus;

  @Field(() => ID, { nullable: true, description: 'Who invited the member (null for the owner who registered).' })
  @Column('uuid', { nullable: true })
  invitedByUserId!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: "When the invitation was sent; null for the organisation's first owner." })
  @Column('timestamptz', { nullable: true })
  invitedAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the member accepted the invitation (or registered).' })
  @Column('timestamptz', { nullable: true })
  activatedAt!: Date | null;

  @Field(() => DateTimeScalar, { description: 'When the membership was created (invitation or registration).' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

export function membershipCoversBranch(membership: Pick<Membership, 'allBranches' | 'branchIds'>, branchId: string): boolean {
  return membership.allBranches || membership.branchIds.includes(branchId);
}
