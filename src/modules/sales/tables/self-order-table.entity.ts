import { Column, Entity, Index } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, UuidScalar } from '../../../core/scalars';

@ObjectType('SelfOrderTable', {
  simpleResolvers: true,
  description: 'A table of a branch with a QR code guests scan to order (the token itself is shown only on create and rotate).',
})
@Entity('sales_self_order_tables')
@Index('sales_self_order_tables_branch_name_key', ['organizationId', 'branchId', 'nameKey'], { unique: true })
@Index('sales_self_order_tables_token_hash_key', ['tokenHash'], { unique: true, where: 'token_hash IS NOT NULL' })
export class SelfOrderTable extends OrganizationRecord {
  @Field(() => UuidScalar, { description: 'Id of the branch the table stands in.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => String, { description: 'Unique in the branch (case-insensitive), e.g. "T12".' })
  @Column('text')
  name!: string;

  @Column('text')
  nameKey!: string;

  @Field(() => String, { nullable: true, description: 'Where the table is (hall, terrace, family section…).' })
  @Column('text', { nullable: true })
  area!: string | null;

  @Field(() => Int, { nullable: true, description: 'Number of seats (1-100); null when not given.' })
  @Column('integer', { nullable: true })
  seats!: number | null;

  @Field(() => Boolean, { description: 'An inactive table keeps its token, but guests scanning it get 404 until it is activated.' })
  @Column('boolean', { default: true })
  active!: boolean;

  /** sha256 (hex) of the QR token; null once revoked. The token is never stored. */
  @Column('text', { nullable: true })
  tokenHash!: string | null;

  @Field(() => Boolean, { description: 'A QR token is issued (false after a revoke, until the next rotate).' })
  get hasToken(): boolean {
    return this.tokenHash !== null;
  }

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the current QR token was issued.' })
  @Column('timestamptz', { nullable: true })
  tokenIssuedAt!: Date | null;
}
