import { Column, Entity, Index } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DeliveryMappingKind } from '../shared/delivery-vocabulary';

@ObjectType('DeliveryItemMapping', {
  simpleResolvers: true,
  description: "A platform's item id mapped to a product or a modifier option; an item seen in an order and not yet mapped is listed with a null target.",
})
@Entity('delivery_item_mappings')
@Index('delivery_item_mappings_key', ['connectionId', 'kind', 'platformItemId'], { unique: true })
@Index('delivery_item_mappings_org_connection', ['organizationId', 'connectionId', 'platformName', 'id'])
export class DeliveryItemMapping extends OrganizationRecord {
  @Field(() => ID, { description: 'The connection whose platform names the item.' })
  @Column('uuid')
  connectionId!: string;

  @Field(() => DeliveryMappingKind, { description: 'Product or ModifierOption.' })
  @Column('text')
  kind!: DeliveryMappingKind;

  @Field(() => ID, { description: "The platform's id of the item." })
  @Column('text')
  platformItemId!: string;

  @Field(() => String, { description: "The platform's name of the item, as last seen." })
  @Column('text')
  platformName!: string;

  @Field(() => ID, { nullable: true, description: 'The product it maps to (kind Product); null while unmapped.' })
  @Column('uuid', { nullable: true })
  productId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The modifier option it maps to (kind ModifierOption); null while unmapped.' })
  @Column('uuid', { nullable: true })
  modifierOptionId!: string | null;
}
