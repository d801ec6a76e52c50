import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../core/scalars';

@ObjectType('Branch', { description: 'One restaurant location of an organisation.' })
@Entity('branches')
@Index('branches_org_idx', ['organizationId'])
export class Branch {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field(() => String)
  @Column('uuid')
  organizationId!: string;

  @Field(() => String)
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  nameAr!: string | null;

  @Field(() => String, { description: 'IANA time zone that decides the branch\'s "today" and business dates.' })
  @Column('text', { default: 'Asia/Baghdad' })
  timeZone!: string;

  @Field(() => DateTimeScalar)
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
