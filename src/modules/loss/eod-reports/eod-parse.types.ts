import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Int64Scalar, LocalDateScalar } from '../../../core/scalars';
import { EodReportSource } from './eod-report.rules';

@ObjectType('EodReportCandidate', {
  simpleResolvers: true,
  description: 'The create body read from the text (null where nothing was found); review it before saving.',
})
export class EodReportCandidate {
  @Field(() => LocalDateScalar, { nullable: true, description: 'Business date found in the text; null when none.' })
  businessDate!: string | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Gross sales found, in IQD; null when none.' })
  grossSalesIqd!: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Net sales found, in IQD; null when none.' })
  netSalesIqd!: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Cash sales found, in IQD; null when none.' })
  cashSalesIqd!: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Card sales found, in IQD; null when none.' })
  cardSalesIqd!: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Qi Card sales found, in IQD; null when none.' })
  qiSalesIqd!: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Delivery sales found, in IQD; null when none.' })
  deliverySalesIqd!: number | null;

  @Field(() => EodReportSource, { description: 'Always Parsed.' })
  source!: EodReportSource;
}

@ObjectType('EodParsedField', { simpleResolvers: true, description: 'One field read from the text, with where it came from and how sure the reading is.' })
export class EodParsedField {
  @Field(() => String, {
    description: 'The create-body field: businessDate, grossSalesIqd, netSalesIqd, cashSalesIqd, cardSalesIqd, qiSalesIqd or deliverySalesIqd.',
  })
  field!: string;

  @Field(() => Int64Scalar, { nullable: true, description: 'The amount (amount fields).' })
  amountIqd!: number | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'The date (businessDate).' })
  date!: string | null;

  @Field(() => Int, { description: '1-based line number in the pasted text.' })
  lineNumber!: number;

  @Field(() => String, { description: 'The source line (bidi marks removed); "label line / amount line" when the amount was on the next line.' })
  lineText!: string;

  @Field(() => String, { nullable: true, description: 'The vocabulary label recognised (null for an unlabelled header date).' })
  label!: string | null;

  @Field(() => Float, { description: 'Between 0 and 1 (never 1): how sure the reading is.' })
  confidence!: number;
}

@ObjectType('EodUnusedLine', { simpleResolvers: true, description: 'A line that gave no field, and why.' })
export class EodUnusedLine {
  @Field(() => Int, { description: 'Line number in the pasted text, from 1.' })
  lineNumber!: number;

  @Field(() => String, { description: 'The line as pasted.' })
  text!: string;

  @Field(() => String, { description: 'Why it gave no figure.' })
  reason!: string;
}

@ObjectType('EodParseResult', { simpleResolvers: true, description: 'What could be read from pasted report text. Nothing is saved.' })
export class EodParseResult {
  @Field(() => EodReportCandidate, { description: 'The report figures found, ready to send to createEodReport.' })
  candidate!: EodReportCandidate;

  @Field(() => [EodParsedField], { description: 'Each figure found with the line it came from.' })
  fields!: EodParsedField[];

  @Field(() => [EodUnusedLine], { description: 'Lines of the text that gave no figure, with why.' })
  unusedLines!: EodUnusedLine[];

  @Field(() => [String], { description: 'Totals that do not add up, disagreeing lines, rounded or ambiguous readings.' })
  warnings!: string[];

  @Field(() => [String], { description: 'Create-body fields not found in the text.' })
  missingFields!: string[];

  @Field(() => Int64Scalar, { nullable: true, description: 'net − (cash + card + qi + delivery) of the candidate (missing payments as 0); null without net.' })
  varianceIqd!: number | null;
}
