import { GraphQLScalarType, Kind } from 'graphql';

function toInt64(value: unknown): number {
  const parsed = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof parsed !== 'number' || !Number.isInteger(parsed)) throw new TypeError('must be a whole number');
  if (!Number.isSafeInteger(parsed)) throw new TypeError('is outside the supported integer range');
  return parsed;
}

/**
 * Whole amounts (IQD, quantities of money) beyond GraphQL's 32-bit Int. Serialised as a JSON
 * number; accepted as a number or a string of digits. Limited to ±(2^53−1), the exact range of a
 * JSON number in JavaScript clients.
 */
export const Int64Scalar = new GraphQLScalarType({
  name: 'Int64',
  description: 'A whole number up to ±9007199254740991 (64-bit amounts such as IQD), as a JSON number.',
  serialize: (value) => toInt64(value),
  parseValue: (value) => toInt64(value),
  parseLiteral: (ast) => {
    if (ast.kind === Kind.INT || ast.kind === Kind.STRING) return toInt64(ast.value);
    throw new TypeError('must be a whole number');
  },
});
