import { Column, Entity, Index } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';
import { SoftDeletableRecord } from '../../../core/db/base-records';
import { DateTimeScalar } from '../../../core/scalars';
import { TaxAppliesTo, TaxKind } from './tax-code.rules';

@ObjectType('TaxCode', { simpleResolvers: true, description: 'A tax rate in per mille (150 = 15 %) that products and documents refer to.' })
@Entity('accounting_tax_codes')
@Index('accounting_tax_codes_org_code_key', ['organizationId', 'codeKey'], { unique: true, where: 'deleted_at IS NULL' })
export class TaxCode extends SoftDeletableRecord {
  @Field(() => String, { description: 'Short code as entered (unique per organisation, case-insensitively); never changes.' })
  @Column('text')
  code!: string;

  /** Upper-cased code for the uniqueness check. */
  @Column('text')
  codeKey!: string;

  @Field(() => String, { description: 'Name of the tax code, 1-120 characters.' })
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @Column('text', { nullable: true })
  nameAr!: string | null;

  @Field(() => TaxKind, { description: 'What kind of tax it is.' })
  @Column('text')
  kind!: TaxKind;

  @Field(() => Int, { description: 'Rate in per mille: 0–1000 (150 = 15 %).' })
  @Column('integer')
  ratePermille!: number;

  @Field(() => TaxAppliesTo, { description: 'Which documents it may be put on.' })
  @Column('text')
  appliesTo!: TaxAppliesTo;

  @Field(() => Boolean, { description: 'Whether it may be put on new products and documents.' })
  @Column('boolean', { default: true })
  active!: boolean;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When active last changed.' })
  @Column('timestamptz', { nullable: true })
  activeChangedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Reason given when active last changed.' })
  @Column('text', { nullable: true })
  activeReason!: string | null;
}
