import { Column, Entity, Index } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { TillMovementKind } from './till-vocabulary';

@ObjectType('TillMovement', {
  simpleResolvers: true,
  description: 'Cash in or out of a drawer other than a sale, or a no-sale open; with reason and who. Never changed.',
})
@Entity('sales_till_movements')
@Index('sales_till_movements_session', ['sessionId', 'createdAt'])
export class TillMovement extends OrganizationRecord {
  @Field(() => UuidScalar, { description: 'Id of the till session.' })
  @Column('uuid')
  sessionId!: string;

  @Field(() => UuidScalar, { description: 'Id of the branch of the till.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => TillMovementKind, { description: 'What the movement is (cash in, cash out, payout, safe drop, no-sale).' })
  @Column('text')
  kind!: TillMovementKind;

  @Field(() => String, { nullable: true, description: 'ISO 4217 code; null for NoSale.' })
  @Column('text', { nullable: true })
  currency!: string | null;

  @Field(() => Int64Scalar, { description: 'Positive amount in the minor unit (0 for NoSale); the kind says the direction.' })
  @Column('bigint', { transformer: int64 })
  amount!: number;

  @Field(() => String, { description: 'Why the movement was made, as typed.' })
  @Column('text')
  reason!: string;

  @Field(() => UuidScalar, { nullable: true, description: 'The purchase invoice a supplier payout pays.' })
  @Column('uuid', { nullable: true })
  purchaseInvoiceId!: string | null;

  @Field(() => ID, { nullable: true, description: 'Who recorded it.' })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;
}
