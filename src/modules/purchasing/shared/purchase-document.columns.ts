import { Column } from 'typeorm';
import { Field, ID } from 'type-graphql';
import { DateTimeScalar, Int64Scalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { PurchaseLine } from './purchase-line.types';

/**
 * Column and field decorators shared by the purchase order and purchase invoice entities (HR shares its
 * request columns as a base class, `decided-request.columns.ts`). They are decorators rather than a base
 * class so each entity keeps its field order in the schema (inherited fields would come first); a column
 * whose meaning reads differently on each document takes its description from the entity.
 */
function both(field: PropertyDecorator, column: PropertyDecorator): PropertyDecorator {
  return (target, key) => {
    field(target, key);
    column(target, key);
  };
}

/** A required reference (the branch, the supplier). */
export function IdColumn(description: string): PropertyDecorator {
  return both(
    Field(() => ID, { description }),
    Column('uuid'),
  );
}

/** An optional reference: the user who took a step (null before it, or when it was not a user), or a linked document. */
export function OptionalIdColumn(description: string): PropertyDecorator {
  return both(
    Field(() => ID, { nullable: true, description }),
    Column('uuid', { nullable: true }),
  );
}

/** When a step was taken; null before it. */
export function MomentColumn(description: string): PropertyDecorator {
  return both(
    Field(() => DateTimeScalar, { nullable: true, description }),
    Column('timestamptz', { nullable: true }),
  );
}

/** Free notes of the document. */
export function NotesColumn(): PropertyDecorator {
  return both(
    Field(() => String, { nullable: true, description: 'Free notes, at most 2000 characters; null when none.' }),
    Column('text', { nullable: true }),
  );
}

/** The priced lines of the document. */
export function LinesColumn(description: string): PropertyDecorator {
  return both(
    Field(() => [PurchaseLine], { description }),
    Column('jsonb'),
  );
}

/** The document's total in IQD. */
export function TotalColumn(): PropertyDecorator {
  return both(
    Field(() => Int64Scalar, { description: 'IQD: the sum of the line totals.' }),
    Column('bigint', { transformer: int64 }),
  );
}

/** The note given with the latest status change. */
export function LastNoteColumn(): PropertyDecorator {
  return both(
    Field(() => String, { nullable: true, description: 'Note of the latest status change.' }),
    Column('text', { nullable: true }),
  );
}
