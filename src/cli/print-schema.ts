/** Writes the GraphQL SDL to schema/schema.graphql (`npm run print-schema`); a test fails when it is stale. */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { buildAppSchema } from '../core/graphql/build-schema';
import { featureModules } from '../modules';

const target = path.join(process.cwd(), 'schema', 'schema.graphql');
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, buildAppSchema(featureModules).sdl);
console.log(`Wrote ${target}`);
