import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** One Idempotency-Key as used by one credential, with the response it produced. */
@Entity('idempotency_records')
@Index('idempotency_records_expires_idx', ['expiresAt'])
export class IdempotencyRecord {
  /** Who used the key: user, API key, guest table or anonymous address. */
  @PrimaryColumn('text')
  scope!: string;

  @PrimaryColumn('text')
  key!: string;

  @Column('text')
  requestHash!: string;

  @Column('text')
  state!: 'in_flight' | 'completed';

  /** An in-flight claim older than this was abandoned (crashed process) and may be taken over. */
  @Column('timestamptz')
  lockedUntil!: Date;

  @Column('int', { nullable: true })
  responseStatus!: number | null;

  @Column('jsonb', { nullable: true })
  responseHeaders!: Record<string, string> | null;

  @Column('bytea', { nullable: true })
  responseBody!: Buffer | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz')
  expiresAt!: Date;
}
