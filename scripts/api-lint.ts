/*
 * `npm run api:lint`: writes the OpenAPI document the service serves to artifacts/openapi.json
 * and lints it with Spectral (spectral:oas, .spectral.yaml) and Redocly (recommended, redocly.yaml).
 * Fails on any error or warning that the rulesets do not list with a reason. Runs offline.
 */
import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildServiceSchema, serviceRouteTables, serviceSortFields } from '../src/bootstrap';
import { compileRoutes } from '../rest-bridge/bridge';
import { buildOpenApi } from '../rest-bridge/openapi';

const root = path.resolve(__dirname, '..');
const file = 'artifacts/openapi.json';
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const { schema } = buildServiceSchema();
mkdirSync(path.join(root, 'artifacts'), { recursive: true });
writeFileSync(
  path.join(root, file),
  `${JSON.stringify(buildOpenApi(schema, compileRoutes(schema, serviceRouteTables()), { version: '1.0.0', sortFields: serviceSortFields() }), null, 2)}\n`,
);

const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_UPDATE_NOTIFIER: '1' };
let failed = false;
const run = (label: string, command: string, args: string[]) => {
  process.stdout.write(`\n== ${label}\n`);
  try {
    execFileSync(command, args, { cwd: root, env, stdio: 'inherit' });
  } catch {
    failed = true;
    process.stdout.write(`${label}: FAILED\n`);
  }
};
run('Spectral (spectral:oas)', bin('spectral'), ['lint', file, '--ruleset', '.spectral.yaml', '--fail-severity', 'warn', '--format', 'text']);
// Redocly exits non-zero on errors only; warnings must fail too, so its JSON report is read.
process.stdout.write('\n== Redocly (recommended)\n');
const report = execFileSync(bin('redocly'), ['lint', file, '--config', 'redocly.yaml', '--format', 'json'], {
  cwd: root,
  env,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
});
const parsed = JSON.parse(report.slice(report.indexOf('{'))) as {
  totals: { errors: number; warnings: number; ignored: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer?: string }> }>;
};
for (const problem of parsed.problems.filter((p) => p.severity !== 'ignored' && !(p as { ignored?: boolean }).ignored)) {
  process.stdout.write(`${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}\n`);
}
const { totals } = parsed;
if (totals.errors > 0 || totals.warnings > 0) failed = true;
process.stdout.write(
  `Redocly: ${totals.errors} errors, ${totals.warnings} warnings, ${totals.ignored} accepted (listed with reasons in .redocly.lint-ignore.yaml)\n`,
);
if (failed) process.exit(1);
process.stdout.write('api:lint: no error and no warning\n');
