import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The last sequence number given to a branch's live events. Incremented in the transaction that
 * records the event, so the row lock orders the branch's events exactly as they commit and the
 * numbers have no gaps (a rolled-back transaction rolls its number back too). docs/live.md.
 */
@Entity('live_branch_sequences')
export class LiveBranchSequence {
  @PrimaryColumn('uuid')
  branchId!: string;

  @Column('uuid')
  organizationId!: string;

  @Column('bigint')
  seq!: string;
}

/** A live event kept for replay (24 h, pruned by the live.prune job): what a reconnecting client missed. */
@Entity('live_events')
@Index('live_events_created_idx', ['createdAt'])
export class LiveEvent {
  @PrimaryColumn('uuid')
  branchId!: string;

  @PrimaryColumn('bigint')
  seq!: string;

  @Column('uuid')
  organizationId!: string;

  @Column('text')
  kind!: string;

  /** The order (or product) the event is about: lets a guest's subscription keep to its own order. */
  @Column('uuid', { nullable: true })
  subjectId!: string | null;

  @Column('jsonb')
  data!: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
