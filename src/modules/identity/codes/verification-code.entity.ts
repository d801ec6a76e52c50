import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What a mailed code proves. */
export const CODE_PURPOSES = ['registration', 'activation', 'password_reset', 'email_change_old', 'email_change_new'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * The current one-time code of one challenge (a purpose for a subject: an e-mail address, or an
 * e-mail change request and its side). Issuing again replaces the code on the same row; the code
 * itself is kept only as a keyed hash.
 */
@Entity('identity_codes')
@Index('identity_codes_purpose_subject_key', ['purpose', 'subject'], { unique: true })
export class VerificationCode {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  purpose!: CodePurpose;

  /** Lower-cased e-mail address, or `<requestId>:old|new` for an e-mail change. */
  @Column('text')
  subject!: string;

  /** Where the code was mailed. */
  @Column('text')
  email!: string;

  @Column('uuid', { nullable: true })
  userId!: string | null;

  /** HMAC-SHA256 of purpose, subject and code under the service secret (hex). */
  @Column('text')
  codeHash!: string;

  /** Wrong tries against the current code. */
  @Column('integer', { default: 0 })
  attempts!: number;

  @Column('timestamptz')
  expiresAt!: Date;

  @Column('timestamptz', { nullable: true })
  consumedAt!: Date | null;

  /** Data the challenge carries to its completion (e.g. the organisation a registration will create). */
  @Column('jsonb', { nullable: true })
  payload!: Record<string, unknown> | null;

  @Column('timestamptz')
  issuedAt!: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
