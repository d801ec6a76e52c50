import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DeliveryMessageKind, DeliveryMessageStatus } from '../shared/delivery-vocabulary';

/** One call the service owes a platform (status, availability, store state, menu), queued in the transaction that caused it. */
@Entity('delivery_outbound_messages')
@Index('delivery_outbound_messages_due', ['nextAttemptAt'], { where: `status = 'Pending'` })
@Index('delivery_outbound_messages_connection', ['connectionId', 'status', 'seq'])
@Index('delivery_outbound_messages_menu_pushes', ['organizationId', 'createdAt', 'id'], { where: `kind = 'Menu'` })
export class DeliveryOutboundMessage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Creation order: a connection's messages about one order are sent in it. */
  @Column('bigint', { generated: 'increment' })
  seq!: string;

  @Column('uuid')
  organizationId!: string;

  @Column('uuid')
  connectionId!: string;

  @Column('uuid', { nullable: true })
  deliveryOrderId!: string | null;

  @Column('text')
  kind!: DeliveryMessageKind;

  @Column('jsonb')
  payload!: Record<string, unknown>;

  @Column('text', { default: DeliveryMessageStatus.Pending })
  status!: DeliveryMessageStatus;

  @Column('integer', { default: 0 })
  attempts!: number;

  @Column('timestamptz', { nullable: true })
  nextAttemptAt!: Date | null;

  @Column('timestamptz', { nullable: true })
  leaseUntil!: Date | null;

  /** The instance holding the lease: when it is dead, the lease is taken over before it runs out. */
  @Column('uuid', { nullable: true })
  leaseOwner!: string | null;

  @Column('text', { nullable: true })
  lastError!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { nullable: true })
  completedAt!: Date | null;
}
