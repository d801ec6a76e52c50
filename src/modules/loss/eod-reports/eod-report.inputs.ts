import { Field, InputType } from 'type-graphql';
import { IsNotEmpty, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { Int64Scalar, LocalDateScalar } from '../../../core/scalars';
import { EodReportSource, MAX_EOD_AMOUNT_IQD } from './eod-report.rules';

const NON_NEGATIVE = { message: 'must be 0 or more' };
const AT_MOST = { message: `must be at most ${MAX_EOD_AMOUNT_IQD}` };
export const MAX_PARSE_TEXT = 20_000;

@InputType({ description: "A branch's end-of-day report for one business day (IQD). Payment fields omitted are 0." })
export class CreateEodReportInput {
  @Field(() => LocalDateScalar, { description: "Not after the branch's current business day; not in a locked period." })
  businessDate!: string;

  @Field(() => Int64Scalar, { description: 'Gross sales of the day in IQD, 0-1000000000000.' })
  @Min(0, NON_NEGATIVE)
  @Max(MAX_EOD_AMOUNT_IQD, AT_MOST)
  grossSalesIqd!: number;

  @Field(() => Int64Scalar, { description: 'At most grossSalesIqd.' })
  @Min(0, NON_NEGATIVE)
  @Max(MAX_EOD_AMOUNT_IQD, AT_MOST)
  netSalesIqd!: number;

  @Field(() => Int64Scalar, { nullable: true, description: 'Cash sales in IQD, 0-1000000000000.' })
  @IsOptional()
  @Min(0, NON_NEGATIVE)
  @Max(MAX_EOD_AMOUNT_IQD, AT_MOST)
  cashSalesIqd?: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Card sales in IQD, 0-1000000000000.' })
  @IsOptional()
  @Min(0, NON_NEGATIVE)
  @Max(MAX_EOD_AMOUNT_IQD, AT_MOST)
  cardSalesIqd?: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Qi Card sales in IQD, 0-1000000000000.' })
  @IsOptional()
  @Min(0, NON_NEGATIVE)
  @Max(MAX_EOD_AMOUNT_IQD, AT_MOST)
  qiSalesIqd?: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Delivery sales in IQD, 0-1000000000000.' })
  @IsOptional()
  @Min(0, NON_NEGATIVE)
  @Max(MAX_EOD_AMOUNT_IQD, AT_MOST)
  deliverySalesIqd?: number | null;

  @Field(() => EodReportSource, { nullable: true, description: 'Omitted: Api for API-key callers, Manual otherwise.' })
  source?: EodReportSource | null;
}

@InputType({ description: 'New amounts or source of a report; omitted fields keep their value. The business date never changes.' })
export class UpdateEodReportInput {
  @Field(() => Int64Scalar, { nullable: true, description: 'New gross sales in IQD, 0-1000000000000; left out keeps it.' })
  @IsOptional()
  @Min(0, NON_NEGATIVE)
  @Max(MAX_EOD_AMOUNT_IQD, AT_MOST)
  grossSalesIqd?: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'New net sales in IQD, 0-1000000000000; left out keeps it.' })
  @IsOptional()
  @Min(0, NON_NEGATIVE)
  @Max(MAX_EOD_AMOUNT_IQD, AT_MOST)
  netSalesIqd?: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'New cash sales in IQD, 0-1000000000000.' })
  @IsOptional()
  @Min(0, NON_NEGATIVE)
  @Max(MAX_EOD_AMOUNT_IQD, AT_MOST)
  cashSalesIqd?: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'New card sales in IQD, 0-1000000000000.' })
  @IsOptional()
  @Min(0, NON_NEGATIVE)
  @Max(MAX_EOD_AMOUNT_IQD, AT_MOST)
  cardSalesIqd?: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'New Qi Card sales in IQD, 0-1000000000000.' })
  @IsOptional()
  @Min(0, NON_NEGATIVE)
  @Max(MAX_EOD_AMOUNT_IQD, AT_MOST)
  qiSalesIqd?: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'New delivery sales in IQD, 0-1000000000000.' })
  @IsOptional()
  @Min(0, NON_NEGATIVE)
  @Max(MAX_EOD_AMOUNT_IQD, AT_MOST)
  deliverySalesIqd?: number | null;

  @Field(() => EodReportSource, { nullable: true, description: 'New source; left out keeps it.' })
  source?: EodReportSource | null;
}

@InputType({ description: 'Conditions on the end-of-day report list.' })
export class EodReportFilter {
  @Field(() => LocalDateScalar, { nullable: true, description: 'First business date (inclusive).' })
  from?: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Last business date (inclusive).' })
  to?: string;
}

@InputType({ description: 'Pasted end-of-day report text (English or Arabic) to read; nothing is saved.' })
export class ParseEodReportInput {
  @Field(() => String, { description: `At most ${MAX_PARSE_TEXT} characters and 400 lines.` })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(MAX_PARSE_TEXT, { message: `must be at most ${MAX_PARSE_TEXT} characters` })
  text!: string;
}
