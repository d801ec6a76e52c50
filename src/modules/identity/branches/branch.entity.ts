import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../core/scalars';

@ObjectType('Branch', { description: 'One restaurant location of an organisation.' })
@Entity('branches')
@Index('branches_org_idx', ['organizationId'])
@Index('branches_org_code_key', ['organizationId', 'codeKey'], { unique: true })
export class Branch {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field(() => ID)
  @Column('uuid')
  organizationId!: string;

  @Field(() => String)
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  nameAr!: string | null;

  @Field(() => String, { description: 'Short code, unique in the organisation (case-insensitive), e.g. MAIN.' })
  @Column('text')
  code!: string;

  /** Lower-cased code: two branches of one organisation cannot share a code in any letter case. */
  @Column('text')
  codeKey!: string;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  address!: string | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  phone!: string | null;

  @Field(() => String, { description: 'IANA time zone that decides the branch\'s "today" and business dates.' })
  @Column('text', { default: 'Asia/Baghdad' })
  timeZone!: string;

  @Field(() => Boolean, { description: 'A deactivated branch refuses sign-in, switch-branch and X-Branch-Id; its data is kept.' })
  @Column('boolean', { default: true })
  active!: boolean;

  @Field(() => DateTimeScalar, { nullable: true })
  @Column('timestamptz', { nullable: true })
  deactivatedAt!: Date | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  deactivationReason!: string | null;

  @Field(() => DateTimeScalar)
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => DateTimeScalar)
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
