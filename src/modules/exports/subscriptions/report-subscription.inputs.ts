import { Field, InputType } from 'type-graphql';
import { IsEmail, IsOptional, MaxLength } from 'class-validator';
import { ExportFormat, ExportLang } from '../shared/export-format';
import { ReportCadence } from './report-subscription.rules';

@InputType({ description: 'A report mailed to one address after each period.' })
export class CreateReportSubscriptionInput {
  @Field(() => String)
  @MaxLength(100, { message: 'must be at most 100 characters' })
  reportKey!: string;

  @Field(() => String)
  @MaxLength(254, { message: 'must be at most 254 characters' })
  @IsEmail({}, { message: 'must be an e-mail address' })
  recipientEmail!: string;

  @Field(() => ReportCadence)
  cadence!: ReportCadence;

  @Field(() => ExportFormat)
  format!: ExportFormat;

  @Field(() => ExportLang, { nullable: true, description: 'Extension: En (default) or Ar.' })
  lang?: ExportLang | null;

  @Field(() => Boolean, { nullable: true, description: 'Extension: mail empty reports too (default false).' })
  @IsOptional()
  sendEmpty?: boolean | null;
}

@InputType()
export class ReportSubscriptionFilter {
  @Field(() => Boolean, { nullable: true })
  active?: boolean;

  @Field(() => String, { nullable: true })
  reportKey?: string;
}
