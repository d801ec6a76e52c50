import { registerEnumType } from 'type-graphql';

export enum ImportFormat {
  Csv = 'Csv',
  Json = 'Json',
}
registerEnumType(ImportFormat, {
  name: 'ImportFormat',
  description: 'Csv (header row of column names) or Json (array of objects).',
  valuesConfig: {
    Csv: { description: 'Comma-separated text, UTF-8, with a header row of column names.' },
    Json: { description: 'A JSON array of objects, one per product.' },
  },
});

export enum ImportRowAction {
  Create = 'Create',
  Update = 'Update',
  Unchanged = 'Unchanged',
  Error = 'Error',
}
registerEnumType(ImportRowAction, {
  name: 'ImportRowAction',
  description: 'What committing the batch does with the row.',
  valuesConfig: {
    Create: { description: 'The row creates a new product.' },
    Update: { description: 'The row changes an existing product with the same code (changes lists the fields).' },
    Unchanged: { description: 'The row matches an existing product exactly; nothing is written.' },
    Error: { description: 'The row is invalid (errors says why); committing skips it.' },
  },
});

export enum ImportBatchStatus {
  Previewed = 'Previewed',
  Committed = 'Committed',
  Expired = 'Expired',
}
registerEnumType(ImportBatchStatus, {
  name: 'ImportBatchStatus',
  description: 'Previewed (may be committed until expiresAt), Committed, or Expired.',
  valuesConfig: {
    Previewed: { description: 'Checked and stored; may be committed until expiresAt.' },
    Committed: { description: 'Committed: its rows were written; cannot be committed again.' },
    Expired: { description: 'Not committed before expiresAt; a new preview is needed.' },
  },
});
