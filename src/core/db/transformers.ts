import { type ValueTransformer } from 'typeorm';

/**
 * bigint columns come back from node-postgres as strings. Amounts in IQD stay well inside 2^53,
 * so they are numbers in the service; a value outside that range is a data fault, not a rounding.
 */
export const int64: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => {
    if (value === null || value === undefined) return value;
    const parsed = typeof value === 'number' ? value : Number(value);
    if (!Number.isSafeInteger(parsed)) throw new Error(`int64 value out of safe range: ${value}`);
    return parsed;
  },
};

/** numeric columns (exact decimals such as kilograms) come back as strings. */
export const decimal: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? value : Number(value)),
};
