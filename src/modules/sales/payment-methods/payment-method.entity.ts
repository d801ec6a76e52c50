import { Column, Entity, Index } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { PaymentKind } from '../shared/sales-vocabulary';

@ObjectType('PaymentMethod', {
  simpleResolvers: true,
  description: 'A way the organisation takes money (cash drawer, card terminal, Qi, a wallet…); order payments name one.',
})
@Entity('sales_payment_methods')
@Index('sales_payment_methods_org_name_key', ['organizationId', 'nameKey'], { unique: true })
export class PaymentMethod extends OrganizationRecord {
  @Field(() => String, { description: 'Name shown to staff and guests (e.g. Cash, Visa), 1-120 characters.' })
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @Column('text', { nullable: true })
  nameAr!: string | null;

  /** Lower-cased name: two methods of one organisation cannot share a name. */
  @Column('text')
  nameKey!: string;

  @Field(() => PaymentKind, { description: 'What kind of payment it is; ledgers and reports group by it.' })
  @Column('text')
  kind!: PaymentKind;

  @Field(() => Boolean, { description: 'Offered to guests ordering at the table (QR self-order).' })
  @Column('boolean', { default: false })
  allowedForSelfOrder!: boolean;

  @Field(() => Boolean, { description: 'Inactive methods take no new payments; past payments keep naming them.' })
  @Column('boolean', { default: true })
  active!: boolean;
}
