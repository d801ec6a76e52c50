import { Field, InputType } from 'type-graphql';
import { LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { PaymentKind } from '../shared/sales-vocabulary';
import { SettlementStatus } from './settlement.entity';

@InputType('SalesSettlementFilter', { description: 'Filters of the settlement list.' })
export class SalesSettlementFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only this branch.' })
  branchId?: string;

  @Field(() => SettlementStatus, { nullable: true, description: 'Only Expected or only Matched.' })
  status?: SettlementStatus;

  @Field(() => PaymentKind, { nullable: true, description: 'Only Card, Qi or Wallet.' })
  kind?: PaymentKind;

  @Field(() => Boolean, { nullable: true, description: 'Only flagged overdue (true) or not (false).' })
  overdue?: boolean;

  @Field(() => LocalDateScalar, { nullable: true, description: 'First business date (inclusive).' })
  businessDateFrom?: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Last business date (inclusive).' })
  businessDateTo?: string;
}
