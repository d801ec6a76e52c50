import { randomUUID } from 'node:crypto';
import { type GraphQLInputType, getNullableType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType } from 'graphql';

/** A valid value for each scalar the schema uses (a new scalar must be added here). */
export const SCALAR_SAMPLES: Record<string, () => unknown> = {
  String: () => 'Sweep value',
  Int: () => 1,
  Float: () => 1.5,
  Boolean: () => true,
  ID: () => randomUUID(),
  UUID: () => randomUUID(),
  LocalDate: () => '2026-11-22',
  DateTime: () => '2026-11-22T09:00:00Z',
  Int64: () => '1',
  JSONObject: () => ({}),
};

/** A value of the type with every required field filled in, optional ones left out. */
export function sample(type: GraphQLInputType): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [];
  if (isEnumType(nullable)) return nullable.getValues()[0].name;
  if (isInputObjectType(nullable)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(nullable.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = sample(field.type);
    }
    return value;
  }
  if (isScalarType(nullable)) {
    const make = SCALAR_SAMPLES[nullable.name];
    if (!make) throw new Error(`no sample for scalar ${nullable.name}: add one to test/support/input-samples.ts`);
    return make();
  }
  throw new Error(`no sample for ${String(nullable)}`);
}
