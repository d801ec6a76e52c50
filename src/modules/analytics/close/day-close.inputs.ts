import { Field, InputType } from 'type-graphql';
import { LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { DayCloseStatus } from './day-close.entity';

@InputType({ description: 'Filters of the daily close list.' })
export class DayCloseFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'One branch; left out: every branch the caller covers.' })
  branchId?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'From this business date (inclusive).' })
  from?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Up to this business date (inclusive).' })
  to?: string | null;

  @Field(() => DayCloseStatus, { nullable: true, description: 'Only closes in this status.' })
  status?: DayCloseStatus | null;
}

@InputType({ description: 'A branch and an ended business day to close (or recompute) now.' })
export class CloseBusinessDayInput {
  @Field(() => UuidScalar, { description: 'The branch.' })
  branchId!: string;

  @Field(() => LocalDateScalar, { description: 'A business date before the branch’s today.' })
  businessDate!: string;
}
