import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../core/scalars';

@ObjectType('Branch', { simpleResolvers: true, description: 'One restaurant location of an organisation.' })
@Entity('branches')
@Index('branches_org_idx', ['organizationId'])
@Index('branches_org_code_key', ['organizationId', 'codeKey'], { unique: true })
export class Branch {
  @Field(() => ID, { description: 'Id of the branch.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field(() => ID, { description: 'Id of the organisation the branch belongs to.' })
  @Column('uuid')
  organizationId!: string;

  @Field(() => String, { description: 'Name of the branch, at most 120 characters.' })
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name of the branch; null when not given.' })
  @Column('text', { nullable: true })
  nameAr!: string | null;

  @Field(() => String, { description: 'Short code, unique in the organisation (case-insensitive), e.g. MAIN.' })
  @Column('text')
  code!: string;

  /** Lower-cased code: two branches of one organisation cannot share a code in any letter case. */
  @Column('text')
  codeKey!: string;

  @Field(() => String, { nullable: true, description: 'Street address, at most 300 characters; null when not given.' })
  @Column('text', { nullable: true })
  address!: string | null;

  @Field(() => String, { nullable: true, description: 'Phone number as typed, at most 40 characters; null when not given.' })
  @Column('text', { nullable: true })
  phone!: string | null;

  @Field(() => String, { description: 'IANA time zone that decides the branch\'s "today" and business dates.' })
  @Column('text', { default: 'Asia/Baghdad' })
  timeZone!: string;

  @Field(() => Boolean, { description: 'A deactivated branch refuses sign-in, switch-branch and X-Branch-Id; its data is kept.' })
  @Column('boolean', { default: true })
  active!: boolean;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the branch was deactivated (no sign-in, no new work there); null while active.' })
  @Column('timestamptz', { nullable: true })
  deactivatedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why the branch was deactivated; null while active or when no reason was given.' })
  @Column('text', { nullable: true })
  deactivationReason!: string | null;

  @Field(() => DateTimeScalar, { description: 'When the branch was created.' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => DateTimeScalar, { description: 'When the branch last changed.' })
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
