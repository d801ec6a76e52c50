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

  /** An in-flight claim older than this was abandoned (hung process) and may be taken over. */
  @Column('timestamptz')
  lockedUntil!: Date;

  /** The service instance running the in-flight request: when it is dead, the claim is abandoned at once. */
  @Column('uuid', { nullable: true })
  ownerInstance!: string | null;

  /** Set in the same transaction as the request's effect: a claim with this set must never run again. */
  @Column('timestamptz', { nullable: true })
  effectCommittedAt!: Date | null;

  /**
   * The results of the request's committed transactions (sealed, one per transaction, null for one
   * that could not be encoded), written with the mark; cleared when the response is stored.
   */
  @Column('bytea', { array: true, nullable: true })
  effectResults!: Array<Buffer | null> | null;

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
