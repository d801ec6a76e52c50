/**
 * `BENCH_NODES=node,/tmp/node24/node_modules/node/bin/node npm run bench`: the whole bench once
 * per Node binary, one after the other (each a child process on its own database, the same
 * BENCH_* settings), then one table with a column group per Node version. The Node 24 binary
 * comes from the npm `node@24` package installed outside the project
 * (`npm install --prefix /tmp/node24 node@24`), never from package.json.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ScenarioSummary {
  name: string;
  label: string;
  rps: number;
  p50: number;
  p99: number;
  vsHand: string;
  /** Against the hand-written handlers sending unnamed statements. */
  vsHandUnnamed: string;
  cpuUs: number;
  cpuVsHand: string;
  /** The local PostgreSQL server's CPU per request (null when it cannot be read). */
  pgCpuUs: number | null;
  sqlPerRequest: number;
  failures: number;
}

interface NodeRun {
  node: string;
  summaries: ScenarioSummary[];
  allRuns: string;
}

export async function benchEachNode(binaries: string[], script: string): Promise<void> {
  const loadBefore = os.loadavg();
  const runs: NodeRun[] = [];
  for (const binary of binaries) {
    const out = path.join(os.tmpdir(), `bench-${process.pid}-${runs.length}.json`);
    const env = { ...process.env, BENCH_NODES: '', BENCH_JSON: out };
    // The child prints its own table as it goes; stderr carries its progress.
    execFileSync(binary, [...process.execArgv, script], { env, stdio: 'inherit' });
    runs.push(JSON.parse(fs.readFileSync(out, 'utf8')) as NodeRun);
    fs.rmSync(out, { force: true });
  }
  const header = runs.map((run) => `${run.node} req/s | × hand | p99 ms | CPU µs/req | CPU × hand | PG CPU µs/req | SQL/req`).join(' | ');
  console.log(`\nPer Node version (load average before the first run: ${loadBefore.map((l) => l.toFixed(2)).join(', ')})\n`);
  console.log(`| scenario | ${header} |`);
  console.log(`|---|${runs.map(() => '---:|---:|---:|---:|---:|---:|---:').join('|')}|`);
  const names = [...new Set(runs.flatMap((run) => run.summaries.map((summary) => summary.name)))];
  for (const name of names) {
    const cells = runs.map((run) => {
      const s = run.summaries.find((summary) => summary.name === name);
      return s
        ? `${s.rps.toFixed(0)} | ${s.vsHand} | ${s.p99} | ${s.cpuUs.toFixed(0)} | ${s.cpuVsHand} | ${s.pgCpuUs === null ? '–' : s.pgCpuUs.toFixed(0)} | ${s.sqlPerRequest.toFixed(2)}`
        : '– | – | – | – | – | – | –';
    });
    const label = runs.flatMap((run) => run.summaries).find((summary) => summary.name === name)!.label;
    console.log(`| ${label} | ${cells.join(' | ')} |`);
  }
  for (const run of runs) console.log(`\n${run.node} all runs (req/s): ${run.allRuns}`);
  console.log(
    `load average after the last run: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
}
