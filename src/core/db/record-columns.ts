/**
 * Renamed: the base entity classes live in base-records.ts. This re-export only keeps branches
 * that were written before the rename compiling until they merge; import from base-records.ts.
 */
export * from './base-records';
