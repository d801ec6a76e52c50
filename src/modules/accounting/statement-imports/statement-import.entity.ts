import { Column, Entity, Index } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { LocalDateScalar, UuidScalar } from '../../../core/scalars';

@ObjectType('StatementImport', { simpleResolvers: true, description: 'One imported statement file: what was read, created and skipped as a duplicate.' })
@Entity('accounting_statement_imports')
@Index('accounting_statement_imports_account_idx', ['bankAccountId', 'createdAt'])
export class StatementImport extends OrganizationRecord {
  @Field(() => UuidScalar, { description: 'Id of the bank account the statement belongs to.' })
  @Column('uuid')
  bankAccountId!: string;

  @Field(() => Int, { description: 'Statement lines read from the file.' })
  @Column('integer')
  linesRead!: number;

  @Field(() => Int, { description: 'New lines created.' })
  @Column('integer')
  linesCreated!: number;

  @Field(() => Int, { description: 'Lines skipped because an earlier import already holds them (same fingerprint).' })
  @Column('integer')
  duplicatesSkipped!: number;

  @Field(() => LocalDateScalar, { description: 'Date of the earliest line imported (YYYY-MM-DD).' })
  @Column('date')
  dateFrom!: string;

  @Field(() => LocalDateScalar, { description: 'Date of the latest line imported (YYYY-MM-DD).' })
  @Column('date')
  dateTo!: string;

  @Field(() => String, { description: 'SHA-256 of the CSV text.' })
  @Column('text')
  fileSha256!: string;

  @Field(() => ID, { nullable: true, description: 'User who imported (for an API key: the user who created the key).' })
  @Column('uuid', { nullable: true })
  importedBy!: string | null;

  @Field(() => ID, { nullable: true, description: 'API key that imported, if any.' })
  @Column('uuid', { nullable: true })
  importedByApiKey!: string | null;
}
