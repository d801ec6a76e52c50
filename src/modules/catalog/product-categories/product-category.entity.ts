import { Column, Entity, Index } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';
import { SoftDeletableRecord } from '../../../core/db/base-records';

@ObjectType('ProductCategory', { simpleResolvers: true, description: 'A menu section (Grills, Rice dishes, Drinks…).' })
@Entity('catalog_product_categories')
@Index('catalog_product_categories_org_code_key', ['organizationId', 'codeKey'], { unique: true, where: 'deleted_at IS NULL' })
export class ProductCategory extends SoftDeletableRecord {
  @Field(() => String, { description: 'Short code, unique in the organisation (case-insensitive); imports refer to categories by it.' })
  @Column('text')
  code!: string;

  /** Lower-cased code for uniqueness and import look-ups. */
  @Column('text')
  codeKey!: string;

  @Field(() => String, { description: 'Name of the category shown on the menu, 1-120 characters.' })
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @Column('text', { nullable: true })
  nameAr!: string | null;

  @Field(() => Int, { description: 'Position on the menu, 0-1000000; lower first.' })
  @Column('integer', { default: 0 })
  sortOrder!: number;

  @Field(() => Boolean, { description: 'Whether the category and its products show on menus.' })
  @Column('boolean', { default: true })
  active!: boolean;

  @Field(() => String, { nullable: true, description: 'Free JSON text (at most 4,000 characters), kept as sent.' })
  @Column('text', { nullable: true })
  metadata!: string | null;
}
