import { Column, Entity, Index } from 'typeorm';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UuidScalar } from '../../../core/scalars';
import { OrganizationRecord, SoftDeletableRecord } from '../../../core/db/base-records';

export enum BranchGroupKind {
  PriceTier = 'PriceTier',
  Region = 'Region',
}
registerEnumType(BranchGroupKind, {
  name: 'BranchGroupKind',
  description: 'PriceTier (adjusts base prices of its branches) or Region (grouping only).',
  valuesConfig: {
    PriceTier: { description: 'Adjusts the base prices of its branches by priceTierPct.' },
    Region: { description: 'Grouping only (reports, promotions); no price effect.' },
  },
});

@ObjectType('BranchGroup', { simpleResolvers: true, description: 'A named set of branches: a price tier (signed percent on base prices) or a region.' })
@Entity('commercial_branch_groups')
@Index('commercial_branch_groups_org_name_key', ['organizationId', 'nameKey'], { unique: true, where: 'deleted_at IS NULL' })
export class BranchGroup extends SoftDeletableRecord {
  @Field(() => String, { description: 'Name of the group, 1-120 characters.' })
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @Column('text', { nullable: true })
  nameAr!: string | null;

  @Column('text')
  nameKey!: string;

  @Field(() => BranchGroupKind, { description: 'PriceTier (changes prices) or Region (grouping only).' })
  @Column('text')
  kind!: BranchGroupKind;

  @Field(() => Int, { nullable: true, description: 'PriceTier groups: whole signed percent on base prices, −50..+100; null for Region groups.' })
  @Column('integer', { nullable: true })
  priceTierPct!: number | null;

  /** Filled by the service: the branches currently in the group. */
  @Field(() => [UuidScalar], { description: 'Branches currently in the group.' })
  branchIds!: string[];
}

/** A branch's membership of a group; removal keeps the row (removedAt, reason). */
@Entity('commercial_branch_group_members')
@Index('commercial_branch_group_members_live_key', ['groupId', 'branchId'], { unique: true, where: 'removed_at IS NULL' })
@Index('commercial_branch_group_members_one_tier_key', ['organizationId', 'branchId'], { unique: true, where: 'removed_at IS NULL AND price_tier' })
export class BranchGroupMember extends OrganizationRecord {
  @Column('uuid')
  groupId!: string;

  @Column('uuid')
  branchId!: string;

  /** Copy of "the group is a PriceTier group", so one index keeps a branch in at most one tier. */
  @Column('boolean')
  priceTier!: boolean;

  @Column('timestamptz', { nullable: true })
  removedAt!: Date | null;

  @Column('uuid', { nullable: true })
  removedBy!: string | null;

  @Column('text', { nullable: true })
  removeReason!: string | null;
}
