import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeScalar, JsonObjectScalar } from '../scalars';
import { ActorKind } from '../auth/actor-kind';
import { CallTransport } from '../context/call-transport';

/** Who changed what, when and why. Append-only. */
@ObjectType('AuditEntry', { description: 'One recorded change of a record.' })
@Entity('audit_entries')
@Index('audit_entries_entity_idx', ['organizationId', 'entityType', 'entityId', 'at'])
export class AuditEntry {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  branchId!: string | null;

  @Field(() => String, { description: 'The kind of record, e.g. department.' })
  @Column('text')
  entityType!: string;

  @Field(() => String)
  @Column('text')
  entityId!: string;

  @Field(() => String, { description: 'What happened, e.g. created, updated, deleted, status-changed.' })
  @Column('text')
  action!: string;

  @Field(() => ActorKind)
  @Column('text')
  actorKind!: `${ActorKind}`;

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  actorUserId!: string | null;

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  actorApiKeyId!: string | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  reason!: string | null;

  @Field(() => JsonObjectScalar, { nullable: true, description: 'Changed fields: {field: {from, to}} or details.' })
  @Column('jsonb', { nullable: true })
  changes!: Record<string, unknown> | null;

  @Field(() => CallTransport, { nullable: true })
  @Column('text', { nullable: true })
  transport!: `${CallTransport}` | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  ip!: string | null;

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  requestId!: string | null;

  @Field(() => DateTimeScalar)
  @CreateDateColumn({ type: 'timestamptz' })
  at!: Date;
}
