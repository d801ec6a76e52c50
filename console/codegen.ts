import type { CodegenConfig } from '@graphql-codegen/cli';

/*
 * Types every operation in console/src from the service's printed schema. The output is checked in;
 * test/console/codegen-fresh.test.ts regenerates into a temporary folder (CONSOLE_CODEGEN_OUT) and
 * fails when the two differ.
 */
const out = process.env.CONSOLE_CODEGEN_OUT ?? 'console/src/gql/';

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['console/src/**/*.{ts,tsx}', '!console/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    [out]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { UUID: 'string', DateTime: 'string', Int64: 'number', LocalDate: 'string', JSONObject: 'Record<string, unknown>' },
      },
    },
  },
};

export default config;
