import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { registerEnumType } from 'type-graphql';

/** What a mailed code proves. */
export enum CodePurpose {
  Registration = 'Registration',
  Activation = 'Activation',
  PasswordReset = 'PasswordReset',
  EmailChangeOld = 'EmailChangeOld',
  EmailChangeNew = 'EmailChangeNew',
}
registerEnumType(CodePurpose, {
  name: 'CodePurpose',
  description:
    'What a mailed code proves: Registration, Activation (an invitation), PasswordReset, EmailChangeOld / EmailChangeNew (the current and the new address of an e-mail change).',
});
export const CODE_PURPOSES: readonly CodePurpose[] = Object.values(CodePurpose);

/** The purposes a caller may ask a new code for (auth/verification/resend). */
export enum ResendCodePurpose {
  Registration = 'Registration',
  Activation = 'Activation',
  PasswordReset = 'PasswordReset',
}
registerEnumType(ResendCodePurpose, {
  name: 'ResendCodePurpose',
  description: 'Registration, Activation (an invitation) or PasswordReset.',
  valuesConfig: {
    Registration: { description: "The code that completes a new organisation's registration." },
    Activation: { description: 'The code in an invitation that activates a membership.' },
    PasswordReset: { description: 'The code that resets a forgotten password.' },
  },
});

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
