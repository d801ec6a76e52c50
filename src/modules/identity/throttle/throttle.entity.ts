import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A counter for one throttled subject (failed sign-ins of an account from an address, mails sent
 * for a challenge). Kept in the database so every process of the service sees the same counts.
 * Keys are SHA-256 digests: no e-mail address or IP is stored here.
 */
@Entity('identity_throttles')
@Index('identity_throttles_expires_idx', ['expiresAt'])
export class ThrottleCounter {
  @PrimaryColumn('text')
  key!: string;

  @Column('integer')
  hits!: number;

  @Column('timestamptz')
  windowStartedAt!: Date;

  @Column('timestamptz')
  lastHitAt!: Date;

  @Column('timestamptz', { nullable: true })
  blockedUntil!: Date | null;

  /** The row means nothing after this instant (cleanup deletes it). */
  @Column('timestamptz')
  expiresAt!: Date;
}
