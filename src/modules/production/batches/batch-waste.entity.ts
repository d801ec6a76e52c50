import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../core/scalars';
import { WasteKind } from './batch.rules';

@ObjectType('BatchWasteEntry', { description: 'Units of a capacity type (plates, boxes…) wasted from a batch.' })
@Entity('production_batch_waste')
@Index('production_batch_waste_batch_idx', ['batchId'])
export class ProductionBatchWaste {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => ID)
  @Column('uuid')
  batchId!: string;

  @Field(() => ID)
  @Column('uuid')
  capacityTypeId!: string;

  @Field(() => Int)
  @Column('integer')
  units!: number;

  @Field(() => WasteKind)
  @Column('text')
  kind!: WasteKind;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  reason!: string | null;

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  @Field(() => DateTimeScalar)
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
