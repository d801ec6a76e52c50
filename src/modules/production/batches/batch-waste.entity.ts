import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../core/scalars';
import { WasteKind } from './batch.rules';

@ObjectType('BatchWasteEntry', { simpleResolvers: true, description: 'Units of a capacity type (plates, boxes…) wasted from a batch.' })
@Entity('production_batch_waste')
@Index('production_batch_waste_batch_idx', ['batchId'])
export class ProductionBatchWaste {
  @Field(() => ID, { description: 'Id of the waste entry.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => ID, { description: 'Id of the batch the waste belongs to.' })
  @Column('uuid')
  batchId!: string;

  @Field(() => ID, { description: 'Id of the capacity type the units are counted in (e.g. Full tray).' })
  @Column('uuid')
  capacityTypeId!: string;

  @Field(() => Int, { description: 'Units of that capacity type wasted (1-100000).' })
  @Column('integer')
  units!: number;

  @Field(() => WasteKind, { description: 'Why the food was wasted.' })
  @Column('text')
  kind!: WasteKind;

  @Field(() => String, { nullable: true, description: 'Free explanation, required for kind Other; null when none.' })
  @Column('text', { nullable: true })
  reason!: string | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who recorded the waste; null when it was not a user.' })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  @Field(() => DateTimeScalar, { description: 'When the waste was recorded.' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
