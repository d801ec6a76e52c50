import { Column, Entity, Index } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar } from '../../../core/scalars';
import { ImportBatchStatus, ImportFormat, ImportRowAction } from './import-format';

@ObjectType('ImportCellChange', { description: 'One column of an updated product: the current cell text and the imported one.' })
export class ImportCellChange {
  @Field(() => String)
  column!: string;

  @Field(() => String, { nullable: true })
  before!: string | null;

  @Field(() => String, { nullable: true })
  after!: string | null;
}

@ObjectType('ImportRowError', { description: 'A problem with one cell (or the whole row: column "row").' })
export class ImportRowError {
  @Field(() => Int)
  rowNumber!: number;

  @Field(() => String)
  column!: string;

  @Field(() => String)
  message!: string;
}

@ObjectType('ImportRow', { description: 'One row of an import preview.' })
export class ImportRow {
  @Field(() => Int, { description: 'CSV: the spreadsheet row (header is row 1); JSON: position in the array from 1.' })
  rowNumber!: number;

  @Field(() => String, { nullable: true })
  code!: string | null;

  @Field(() => ImportRowAction)
  action!: ImportRowAction;

  @Field(() => ID, { nullable: true, description: 'The product the row updates (Update, Unchanged).' })
  productId!: string | null;

  @Field(() => [ImportCellChange], { description: 'For Update rows: the columns that change.' })
  changes!: ImportCellChange[];

  @Field(() => [ImportRowError])
  errors!: ImportRowError[];
}

@ObjectType('ProductImportBatch', { description: 'A previewed (and maybe committed) catalogue import.' })
@Entity('catalog_product_import_batches')
@Index('catalog_product_import_batches_expiry', ['status', 'expiresAt'])
export class ProductImportBatch extends OrganizationRecord {
  @Field(() => ImportFormat)
  @Column('text')
  format!: ImportFormat;

  @Field(() => String, { description: 'SHA-256 (hex) of the previewed content; the commit must send the same content.' })
  @Column('text')
  contentHash!: string;

  @Field(() => ImportBatchStatus)
  @Column('text')
  status!: ImportBatchStatus;

  @Field(() => DateTimeScalar, { description: 'The preview can be committed until then (24 hours after the preview).' })
  @Column('timestamptz')
  expiresAt!: Date;

  @Field(() => Int)
  @Column('integer')
  rowCount!: number;

  @Field(() => Int)
  @Column('integer')
  createCount!: number;

  @Field(() => Int)
  @Column('integer')
  updateCount!: number;

  @Field(() => Int)
  @Column('integer')
  unchangedCount!: number;

  @Field(() => Int)
  @Column('integer')
  errorCount!: number;

  @Field(() => [String], { description: 'Category codes the commit creates (named after their code).' })
  @Column('jsonb')
  newCategoryCodes!: string[];

  @Field(() => [ImportRow])
  @Column('jsonb')
  rows!: ImportRow[];

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true })
  @Column('timestamptz', { nullable: true })
  committedAt!: Date | null;

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  committedBy!: string | null;
}
