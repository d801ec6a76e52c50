import 'reflect-metadata';

process.env.NODE_ENV ??= 'test';
process.env.LOG_LEVEL ??= 'silent';

/*
 * graphql-js picks its `instanceOf` once, when the module loads: outside production it adds a
 * check for a second copy of graphql to every failed type test, and building and validating the
 * schema and the REST bridge's operations make a great many of those at every test service's start
 * (docs/performance.md, "Test run time"). The service runs with NODE_ENV=production, so
 * the tests load the production function too; NODE_ENV stays 'test' for everything else. Jest
 * gives every test file its own module registry, so this runs (and holds) once per file.
 */
const nodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- must load between the two assignments, which an import cannot
require('graphql/jsutils/instanceOf');
process.env.NODE_ENV = nodeEnv;
