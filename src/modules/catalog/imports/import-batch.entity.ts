import { Column, Entity, Index } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar } from '../../../core/scalars';
import { ImportBatchStatus, ImportFormat, ImportRowAction } from './import-format';

@ObjectType('ImportCellChange', { simpleResolvers: true, description: 'One column of an updated product: the current cell text and the imported one.' })
export class ImportCellChange {
  @Field(() => String, { description: 'Column name as in the file (e.g. basePriceIqd).' })
  column!: string;

  @Field(() => String, { nullable: true, description: "The product's current value as text; null when empty." })
  before!: string | null;

  @Field(() => String, { nullable: true, description: 'The imported value as text; null when empty.' })
  after!: string | null;
}

@ObjectType('ImportRowError', { simpleResolvers: true, description: 'A problem with one cell (or the whole row: column "row").' })
export class ImportRowError {
  @Field(() => Int, { description: 'Row number in the file, 1 for the first data row.' })
  rowNumber!: number;

  @Field(() => String, { description: 'Column of the problem, or "row" for the whole row.' })
  column!: string;

  @Field(() => String, { description: "What is wrong, in the caller's language." })
  message!: string;
}

@ObjectType('ImportRow', { simpleResolvers: true, description: 'One row of an import preview.' })
export class ImportRow {
  @Field(() => Int, { description: 'CSV: the spreadsheet row (header is row 1); JSON: position in the array from 1.' })
  rowNumber!: number;

  @Field(() => String, { nullable: true, description: 'Product code in the row (the key imports match by); null when the cell is empty.' })
  code!: string | null;

  @Field(() => ImportRowAction, { description: 'What committing does with the row.' })
  action!: ImportRowAction;

  @Field(() => ID, { nullable: true, description: 'The product the row updates (Update, Unchanged).' })
  productId!: string | null;

  @Field(() => [ImportCellChange], { description: 'For Update rows: the columns that change.' })
  changes!: ImportCellChange[];

  @Field(() => [ImportRowError], { description: 'Problems in the row; empty unless action is Error.' })
  errors!: ImportRowError[];
}

@ObjectType('ProductImportBatch', { simpleResolvers: true, description: 'A previewed (and maybe committed) catalogue import.' })
@Entity('catalog_product_import_batches')
@Index('catalog_product_import_batches_expiry', ['status', 'expiresAt'])
export class ProductImportBatch extends OrganizationRecord {
  @Field(() => ImportFormat, { description: 'Format of the imported file.' })
  @Column('text')
  format!: ImportFormat;

  @Field(() => String, { description: 'SHA-256 (hex) of the previewed content; the commit must send the same content.' })
  @Column('text')
  contentHash!: string;

  @Field(() => ImportBatchStatus, { description: 'Previewed, Committed or Expired.' })
  @Column('text')
  status!: ImportBatchStatus;

  @Field(() => DateTimeScalar, { description: 'The preview can be committed until then (24 hours after the preview).' })
  @Column('timestamptz')
  expiresAt!: Date;

  @Field(() => Int, { description: 'Number of data rows in the file.' })
  @Column('integer')
  rowCount!: number;

  @Field(() => Int, { description: 'Rows that create a product.' })
  @Column('integer')
  createCount!: number;

  @Field(() => Int, { description: 'Rows that change an existing product.' })
  @Column('integer')
  updateCount!: number;

  @Field(() => Int, { description: 'Rows identical to an existing product.' })
  @Column('integer')
  unchangedCount!: number;

  @Field(() => Int, { description: 'Rows with errors (skipped by commit).' })
  @Column('integer')
  errorCount!: number;

  @Field(() => [String], { description: 'Category codes the commit creates (named after their code).' })
  @Column('jsonb')
  newCategoryCodes!: string[];

  @Field(() => [ImportRow], { description: 'Every row with what commit does with it, its changes and its errors.' })
  @Column('jsonb')
  rows!: ImportRow[];

  @Field(() => ID, { nullable: true, description: 'Id of the user who previewed the import; null when it was not a user.' })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the batch was committed; null unless Committed.' })
  @Column('timestamptz', { nullable: true })
  committedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who committed it; null unless Committed.' })
  @Column('uuid', { nullable: true })
  committedBy!: string | null;
}
