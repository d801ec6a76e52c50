import { Column, Entity, Index } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, UuidScalar } from '../../../core/scalars';
import { KitchenStatus, secondsBetween } from './kitchen.rules';

/** One order line on its way through a kitchen station; created with the order, in its transaction. */
@ObjectType('KitchenTicket', { simpleResolvers: true, description: 'An order line at its kitchen station, with its status and timings.' })
@Entity('sales_kitchen_tickets')
@Index('sales_kitchen_tickets_board', ['organizationId', 'branchId', 'status', 'queuedAt'])
@Index('sales_kitchen_tickets_order_line', ['orderId', 'lineIndex'], { unique: true })
export class KitchenTicket extends OrganizationRecord {
  @Field(() => UuidScalar, { description: 'Branch of the order.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => UuidScalar, { description: 'The order.' })
  @Column('uuid')
  orderId!: string;

  @Field(() => String, { description: 'Order number shown to staff and guests.' })
  @Column('text')
  orderNumber!: string;

  @Field(() => Int, { description: "The line's position in the order, from 0." })
  @Column('integer')
  lineIndex!: number;

  @Field(() => UuidScalar, { description: 'Product of the line.' })
  @Column('uuid')
  productId!: string;

  @Field(() => String, { description: 'Product name as sold.' })
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic product name as sold.' })
  @Column('text', { nullable: true })
  nameAr!: string | null;

  @Field(() => [String], { description: 'Names of the chosen modifier options (e.g. "Large").' })
  @Column('text', { array: true, default: () => "'{}'" })
  modifiers!: string[];

  @Field(() => String, { nullable: true, description: 'The guest\'s or partner\'s note on the line ("no onions").' })
  @Column('text', { nullable: true })
  note!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Name of the self-order table the order came from (e.g. "T12"), as it was when the order was placed; null otherwise.',
  })
  @Column('text', { nullable: true })
  tableName!: string | null;

  @Field(() => String, { nullable: true, description: 'The guest\'s or partner\'s note on the whole order ("بدون بصل"), shown on each of its tickets.' })
  @Column('text', { nullable: true })
  orderNote!: string | null;

  @Field(() => Int, { description: 'Quantity to make.' })
  @Column('integer')
  quantity!: number;

  @Field(() => String, { description: "Station code (grill, rice, drinks…): the product's, else its category's, else main." })
  @Column('text')
  station!: string;

  @Field(() => KitchenStatus, { description: 'Where the ticket stands.' })
  @Column('text')
  status!: KitchenStatus;

  @Field(() => DateTimeScalar, { description: 'When the order was placed (the ticket queued).' })
  @Column('timestamptz')
  queuedAt!: Date;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the station started it.' })
  @Column('timestamptz', { nullable: true })
  startedAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was ready.' })
  @Column('timestamptz', { nullable: true })
  readyAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was served.' })
  @Column('timestamptz', { nullable: true })
  servedAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was voided.' })
  @Column('timestamptz', { nullable: true })
  voidedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why it was voided.' })
  @Column('text', { nullable: true })
  voidReason!: string | null;

  @Field(() => Int, { nullable: true, description: 'Seconds from queued to ready (null until ready).' })
  get secondsToReady(): number | null {
    return secondsBetween(this.queuedAt, this.readyAt);
  }
}

/** A kitchen station set on a product or on a category (the product's wins). */
@Entity('sales_kitchen_stations')
@Index('sales_kitchen_stations_target', ['organizationId', 'targetKind', 'targetId'], { unique: true })
export class KitchenStationSetting extends OrganizationRecord {
  /** 'Product' or 'Category'. */
  @Column('text')
  targetKind!: 'Product' | 'Category';

  @Column('uuid')
  targetId!: string;

  @Column('text')
  station!: string;
}
