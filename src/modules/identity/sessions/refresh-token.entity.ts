import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One refresh token of a session (the session is the token family). Only the SHA-256 of the
 * token is kept. A token is good for one use: refreshing rotates it, and presenting a rotated
 * token again revokes the whole session.
 */
@Entity('session_refresh_tokens')
@Index('session_refresh_tokens_hash_key', ['tokenHash'], { unique: true })
@Index('session_refresh_tokens_session_idx', ['sessionId'])
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  sessionId!: string;

  @Column('text')
  tokenHash!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** Set when the token was exchanged (refresh, branch switch) or its session ended. */
  @Column('timestamptz', { nullable: true })
  rotatedAt!: Date | null;
}
