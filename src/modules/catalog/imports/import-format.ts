import { registerEnumType } from 'type-graphql';

export enum ImportFormat {
  Csv = 'Csv',
  Json = 'Json',
}
registerEnumType(ImportFormat, { name: 'ImportFormat', description: 'Csv (header row of column names) or Json (array of objects).' });

export enum ImportRowAction {
  Create = 'Create',
  Update = 'Update',
  Unchanged = 'Unchanged',
  Error = 'Error',
}
registerEnumType(ImportRowAction, { name: 'ImportRowAction', description: 'What committing the batch does with the row.' });

export enum ImportBatchStatus {
  Previewed = 'Previewed',
  Committed = 'Committed',
  Expired = 'Expired',
}
registerEnumType(ImportBatchStatus, { name: 'ImportBatchStatus', description: 'Previewed (may be committed until expiresAt), Committed, or Expired.' });
