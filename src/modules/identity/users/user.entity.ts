import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../core/scalars';

@ObjectType('User', { simpleResolvers: true, description: 'A person who signs in to the console.' })
@Entity('users')
@Index('users_email_key', ['email'], { unique: true })
export class User {
  @Field(() => ID, { description: 'Id of the user account (one per person across all organisations).' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Stored lower-cased; unique across the service. */
  @Field(() => String, { description: 'E-mail address used to sign in; stored lower-cased, unique across the service.' })
  @Column('text')
  email!: string;

  @Field(() => String, { description: "The person's full name as shown to colleagues." })
  @Column('text')
  fullName!: string;

  /** argon2id; null until the user sets a password (invited, not yet activated). */
  @Column('text', { nullable: true })
  passwordHash!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the address was confirmed with a mailed code; null if never confirmed.' })
  @Column('timestamptz', { nullable: true })
  emailVerifiedAt!: Date | null;

  @Column('timestamptz', { nullable: true })
  passwordChangedAt!: Date | null;

  @Field(() => DateTimeScalar, { description: 'When the account was created.' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
