import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A signed-in device. Access tokens name it (claim `sid`); revoking it ends every token of its
 * family at once (logout, password change, refresh-token reuse).
 */
@Entity('sessions')
@Index('sessions_user_idx', ['userId'])
export class Session {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  userId!: string;

  @Column('uuid')
  organizationId!: string;

  @Column('uuid')
  branchId!: string;

  @Column('text')
  deviceId!: string;

  @Column('text', { nullable: true })
  ip!: string | null;

  @Column('text', { nullable: true })
  userAgent!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { nullable: true })
  lastRefreshedAt!: Date | null;

  /** The session cannot be refreshed past this instant. */
  @Column('timestamptz')
  expiresAt!: Date;

  @Column('timestamptz', { nullable: true })
  revokedAt!: Date | null;

  @Column('text', { nullable: true })
  revokeReason!: string | null;
}
