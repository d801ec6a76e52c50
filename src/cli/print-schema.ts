/** Writes the GraphQL SDL to schema/schema.graphql (`npm run print-schema`); a test fails when it is stale. */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { buildServiceSchema } from '../bootstrap';

const target = path.join(process.cwd(), 'schema', 'schema.graphql');
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, buildServiceSchema().sdl);
console.log(`Wrote ${target}`);
