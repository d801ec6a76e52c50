import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar, Int64Scalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';

/** The language the console and mails start in for the organisation's people. */
export enum Language {
  En = 'En',
  Ar = 'Ar',
}
registerEnumType(Language, {
  name: 'Language',
  description: 'En: English; Ar: Arabic (right to left).',
  valuesConfig: { En: { description: 'English (left to right); the default.' }, Ar: { description: 'Arabic (right to left).' } },
});

/** Shelf prices derived from a tier round to this many IQD (docs/design.md "Money and time"). */
export const DEFAULT_PRICE_STEP = 250;

@ObjectType('Organization', { simpleResolvers: true, description: 'A restaurant business: the tenant that owns branches, people and data.' })
@Entity('organizations')
export class Organization {
  @Field(() => ID, { description: 'Id of the organisation (the tenant every record belongs to).' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field(() => String, { description: 'Name of the organisation (restaurant company), at most 120 characters.' })
  @Column('text')
  name!: string;

  @Field(() => String, { description: 'ISO 4217 code; amounts are whole units of it (IQD).' })
  @Column('text', { default: 'IQD' })
  baseCurrencyCode!: string;

  @Field(() => Int, { description: 'Hour (0-23, local to each branch) at which a business day starts; earlier sales belong to the previous day.' })
  @Column('smallint', { default: 4 })
  businessDayStartHour!: number;

  @Field(() => Language, { description: 'Default language of the console and mails.' })
  @Column('text', { default: Language.En })
  defaultLanguage!: Language;

  @Field(() => Int64Scalar, { description: 'Whole IQD that shelf prices derived from a tier round to (default 250).' })
  @Column('bigint', { transformer: int64, default: DEFAULT_PRICE_STEP })
  priceStep!: number;

  @Field(() => Boolean, { description: 'Whether shelf prices include tax (tax is then extracted from them); false: tax is added on top (the default).' })
  @Column('boolean', { default: false })
  pricesIncludeTax!: boolean;

  @Field(() => DateTimeScalar, { description: 'When the organisation was registered.' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => DateTimeScalar, { description: 'When its settings last changed.' })
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
