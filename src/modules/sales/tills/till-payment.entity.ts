import { Column, Entity, Index } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { TillTender } from './till-session.types';

@ObjectType('TillPayment', {
  simpleResolvers: true,
  description: 'Cash taken at the counter for an order: the tenders (with the rate in force on each) and the change given in IQD.',
})
@Entity('sales_till_payments')
@Index('sales_till_payments_session', ['sessionId', 'createdAt'])
@Index('sales_till_payments_order', ['orderId'])
export class TillPayment extends OrganizationRecord {
  @Field(() => UuidScalar, { description: 'Id of the till session the cash was taken in.' })
  @Column('uuid')
  sessionId!: string;

  @Field(() => UuidScalar, { description: 'Id of the branch of the till.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => UuidScalar, { description: 'Id of the order paid.' })
  @Column('uuid')
  orderId!: string;

  @Field(() => [TillTender], { description: 'Cash handed over, per currency, with the IQD equivalent.' })
  @Column('jsonb')
  tenders!: TillTender[];

  @Field(() => Int64Scalar, { description: 'What the order was paid (its amount due at the counter), IQD.' })
  @Column('bigint', { transformer: int64 })
  amountIqd!: number;

  @Field(() => Int64Scalar, { description: 'Change handed back, IQD.' })
  @Column('bigint', { transformer: int64 })
  changeIqd!: number;

  @Field(() => ID, { nullable: true, description: 'Cashier who took it.' })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;
}
