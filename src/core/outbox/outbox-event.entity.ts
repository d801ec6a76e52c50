import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A domain event written in the same transaction as the change it describes. Delivery (webhooks)
 * reads from here, so a crash after commit can delay an event but never lose it.
 */
@Entity('outbox_events')
@Index('outbox_events_pending_idx', ['dispatchedAt', 'occurredAt'])
export class OutboxEvent {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Column('uuid', { nullable: true })
  branchId!: string | null;

  @Column('text')
  type!: string;

  @Column('text')
  resourceType!: string;

  @Column('text')
  resourceId!: string;

  @Column('jsonb')
  data!: Record<string, unknown>;

  @Column('jsonb')
  actor!: { kind: string; userId: string | null; apiKeyId: string | null };

  @Column('uuid', { nullable: true })
  requestId!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  occurredAt!: Date;

  @Column('timestamptz', { nullable: true })
  dispatchedAt!: Date | null;
}
