import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../core/scalars';

@ObjectType('Organization', { description: 'A restaurant business: the tenant that owns branches, people and data.' })
@Entity('organizations')
export class Organization {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field(() => String)
  @Column('text')
  name!: string;

  @Field(() => String, { description: 'ISO 4217 code; amounts are whole units of it (IQD).' })
  @Column('text', { default: 'IQD' })
  baseCurrencyCode!: string;

  @Field(() => Int, { description: 'Hour (0-23, local to each branch) at which a business day starts; earlier sales belong to the previous day.' })
  @Column('smallint', { default: 4 })
  businessDayStartHour!: number;

  @Field(() => DateTimeScalar)
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
