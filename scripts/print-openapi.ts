/* Prints the OpenAPI document the service serves (for the linters: npm run api:lint), with relative servers. */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { buildAppSchema } from '../src/core/graphql/build-schema';
import { featureModules } from '../src/modules';
import { compileRoutes } from '../rest-bridge/bridge';
import { routeTables } from '../rest-bridge/routes';
import { buildOpenApi } from '../rest-bridge/openapi';

const { schema } = buildAppSchema(featureModules);
const document = buildOpenApi(schema, compileRoutes(schema, routeTables), { version: '1.0.0' });
const out = process.argv[2];
if (out) writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
else process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
