// @test-pass embedded: opens no database, so the PostgreSQL pass leaves it out (jest.config.js).
import fs from 'node:fs';
import path from 'node:path';
import { buildServiceSchema } from '../../src/bootstrap';

describe('committed GraphQL SDL', () => {
  it('matches the schema the service builds (run `npm run print-schema` after changing types)', () => {
    const committed = fs.readFileSync(path.join(__dirname, '..', '..', 'schema', 'schema.graphql'), 'utf8');
    expect(buildServiceSchema().sdl).toBe(committed);
  });
});
