import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeScalar, JsonObjectScalar } from '../scalars';
import { ActorKind } from '../auth/actor-kind';
import { CallTransport } from '../context/call-transport';

/** Who changed what, when and why. Append-only. */
@ObjectType('AuditEntry', { simpleResolvers: true, description: 'One recorded change of a record.' })
@Entity('audit_entries')
@Index('audit_entries_entity_idx', ['organizationId', 'entityType', 'entityId', 'at'])
export class AuditEntry {
  @Field(() => ID, { description: 'Id of the audit entry.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => ID, { nullable: true, description: 'Id of the branch the change belongs to; null for organisation-wide records.' })
  @Column('uuid', { nullable: true })
  branchId!: string | null;

  @Field(() => String, { description: 'The kind of record, e.g. department.' })
  @Column('text')
  entityType!: string;

  @Field(() => String, { description: 'Id of the record changed.' })
  @Column('text')
  entityId!: string;

  @Field(() => String, { description: 'What happened, e.g. created, updated, deleted, status-changed.' })
  @Column('text')
  action!: string;

  @Field(() => ActorKind, { description: 'Who acted.' })
  @Column('text')
  actorKind!: `${ActorKind}`;

  @Field(() => ID, { nullable: true, description: 'Id of the user who acted; null when it was not a user.' })
  @Column('uuid', { nullable: true })
  actorUserId!: string | null;

  @Field(() => ID, { nullable: true, description: 'Id of the API key that acted; null when it was not a key.' })
  @Column('uuid', { nullable: true })
  actorApiKeyId!: string | null;

  @Field(() => String, { nullable: true, description: 'Reason given with the change; null when none.' })
  @Column('text', { nullable: true })
  reason!: string | null;

  @Field(() => JsonObjectScalar, { nullable: true, description: 'Changed fields: {field: {from, to}} or details.' })
  @Column('jsonb', { nullable: true })
  changes!: Record<string, unknown> | null;

  @Field(() => CallTransport, { nullable: true, description: 'How the change arrived (GraphQL, REST, job, script); null when not recorded.' })
  @Column('text', { nullable: true })
  transport!: `${CallTransport}` | null;

  @Field(() => String, { nullable: true, description: 'IP address of the caller; null for background work.' })
  @Column('text', { nullable: true })
  ip!: string | null;

  @Field(() => ID, { nullable: true, description: 'Id of the request (the X-Request-Id of the answer); null for background work.' })
  @Column('uuid', { nullable: true })
  requestId!: string | null;

  @Field(() => DateTimeScalar, { description: 'When the change happened.' })
  @CreateDateColumn({ type: 'timestamptz' })
  at!: Date;
}
