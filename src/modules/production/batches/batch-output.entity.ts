import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar, Int64Scalar } from '../../../core/scalars';
import { decimal, int64 } from '../../../core/db/transformers';
import { SoftDeletable } from '../../../core/soft-delete/soft-delete.columns';

@ObjectType('BatchOutput', { simpleResolvers: true, description: 'Something a batch produced (portions, rice boxes) with its share of the batch cost.' })
@Entity('production_batch_outputs')
@Index('production_batch_outputs_batch_idx', ['batchId'])
export class ProductionBatchOutput extends SoftDeletable {
  @Field(() => ID, { description: 'Id of the output.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => ID, { description: 'Id of the batch that produced it.' })
  @Column('uuid')
  batchId!: string;

  @Field(() => ID, { description: 'Id of the inventory item produced.' })
  @Column('uuid')
  inventoryItemId!: string;

  @Field(() => Float, { description: 'Quantity produced, in the item unit.' })
  @Column('numeric', { precision: 12, scale: 3, transformer: decimal })
  outputQty!: number;

  @Field(() => Int64Scalar, { description: 'Part of the batch input cost assigned to this output (IQD).' })
  @Column('bigint', { transformer: int64 })
  shareIqd!: number;

  @Field(() => Int, { description: 'Relative weight for splitting the batch cost.' })
  @Column('integer')
  allocationWeight!: number;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the produced food must no longer be sold; null when not given.' })
  @Column('timestamptz', { nullable: true })
  expiresAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who recorded the output; null when it was not a user.' })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  @Field(() => DateTimeScalar, { description: 'When the output was recorded.' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
