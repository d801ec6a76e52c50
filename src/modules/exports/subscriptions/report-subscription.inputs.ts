import { Field, InputType } from 'type-graphql';
import { IsEmail, IsOptional, MaxLength } from 'class-validator';
import { ExportFormat, ExportLang } from '../shared/export-format';
import { ReportCadence } from './report-subscription.rules';

@InputType({ description: 'A report mailed to one address after each period.' })
export class CreateReportSubscriptionInput {
  @Field(() => String, { description: 'Key of the report to mail (from exportDomains.reports.key), at most 100 characters.' })
  @MaxLength(100, { message: 'must be at most 100 characters' })
  reportKey!: string;

  @Field(() => String, { description: 'Address to mail the report to, at most 254 characters.' })
  @MaxLength(254, { message: 'must be at most 254 characters' })
  @IsEmail({}, { message: 'must be an e-mail address' })
  recipientEmail!: string;

  @Field(() => ReportCadence, { description: 'How often, and for which period.' })
  cadence!: ReportCadence;

  @Field(() => ExportFormat, { description: 'File format of the attachment.' })
  format!: ExportFormat;

  @Field(() => ExportLang, { nullable: true, description: 'Extension: En (default) or Ar.' })
  lang?: ExportLang | null;

  @Field(() => Boolean, { nullable: true, description: 'Extension: mail empty reports too (default false).' })
  @IsOptional()
  sendEmpty?: boolean | null;
}

@InputType({ description: 'Conditions on the report subscription list.' })
export class ReportSubscriptionFilter {
  @Field(() => Boolean, { nullable: true, description: 'true: only active subscriptions; false: only inactive ones.' })
  active?: boolean;

  @Field(() => String, { nullable: true, description: 'Only subscriptions of this report.' })
  reportKey?: string;
}
