import { Column, Entity, Index } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { SalesChannelKind } from '../../catalog/shared/sales-channel-kind';

@ObjectType('SalesChannel', {
  simpleResolvers: true,
  description: "One of the organisation's sales channels (dine-in hall, delivery app, guest QR…); promotions may be limited to one.",
})
@Entity('commercial_sales_channels')
@Index('commercial_sales_channels_org_name_key', ['organizationId', 'nameKey'], { unique: true })
export class SalesChannel extends OrganizationRecord {
  @Field(() => String, { description: 'Name of the channel (e.g. Talabat), 1-120 characters.' })
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @Column('text', { nullable: true })
  nameAr!: string | null;

  /** Lower-cased name: two live channels of one organisation cannot share a name. */
  @Column('text')
  nameKey!: string;

  @Field(() => SalesChannelKind, { description: 'What kind of channel it is.' })
  @Column('text')
  kind!: SalesChannelKind;

  @Field(() => Boolean, { description: 'Inactive channels take no new orders; promotions keep referring to them.' })
  @Column('boolean', { default: true })
  active!: boolean;
}
