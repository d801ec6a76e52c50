import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

function literal(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((field) => [field.name.value, literal(field.value)]));
    case Kind.LIST:
      return ast.values.map(literal);
    case Kind.NULL:
      return null;
    default:
      throw new TypeError('variables are not allowed inside JSON literals');
  }
}

/** A free-form JSON object (checklists, metadata). */
export const JsonObjectScalar = new GraphQLScalarType({
  name: 'JSONObject',
  description: 'A JSON object.',
  serialize: (value) => value,
  parseValue: (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new TypeError('must be a JSON object');
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.OBJECT) throw new TypeError('must be a JSON object');
    return literal(ast);
  },
});
