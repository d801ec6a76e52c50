import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar } from '../../../core/scalars';

export enum EmailChangeStatus {
  Pending = 'Pending',
  Completed = 'Completed',
  Cancelled = 'Cancelled',
}
registerEnumType(EmailChangeStatus, {
  name: 'EmailChangeStatus',
  description: 'Pending (waiting for both codes; past expiresAt it can no longer complete), Completed or Cancelled.',
  valuesConfig: {
    Pending: { description: 'Waiting for both codes; past expiresAt it can no longer complete.' },
    Completed: { description: 'Both codes verified; the address changed.' },
    Cancelled: { description: 'Cancelled before completion.' },
  },
});

/** The two addresses of an e-mail change: Old (the current one) and New. */
export enum EmailChangeSide {
  Old = 'Old',
  New = 'New',
}
registerEnumType(EmailChangeSide, {
  name: 'EmailChangeSide',
  description: 'Old (the current address) or New.',
  valuesConfig: { Old: { description: 'The current address (the code sent there).' }, New: { description: 'The new address (the code sent there).' } },
});

/** A user's request to move their sign-in address; it completes only with codes from both addresses. */
@ObjectType('EmailChangeRequest', { simpleResolvers: true, description: 'A pending or finished change of a user’s e-mail address.' })
@Entity('email_change_requests')
@Index('email_change_requests_user_idx', ['userId'])
export class EmailChangeRequest {
  @Field(() => ID, { description: 'The requestId to send to verify, resend and cancel.' })
  @PrimaryGeneratedColumn('uuid')
  requestId!: string;

  @Column('uuid')
  userId!: string;

  @Field(() => String, { description: 'The address before the change.' })
  @Column('text')
  oldEmail!: string;

  @Field(() => String, { description: 'The address after the change (lower-cased).' })
  @Column('text')
  newEmail!: string;

  @Field(() => EmailChangeStatus, { description: 'Pending, Completed or Cancelled.' })
  @Column('text', { default: EmailChangeStatus.Pending })
  status!: EmailChangeStatus;

  @Field(() => DateTimeScalar, { description: 'After this instant the codes stop working and the request cannot complete.' })
  @Column('timestamptz')
  expiresAt!: Date;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the change completed; null unless Completed.' })
  @Column('timestamptz', { nullable: true })
  completedAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was cancelled; null unless Cancelled.' })
  @Column('timestamptz', { nullable: true })
  cancelledAt!: Date | null;

  @Field(() => DateTimeScalar, { description: 'When the change was started.' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
