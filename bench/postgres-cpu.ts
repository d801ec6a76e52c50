/**
 * CPU time of the PostgreSQL server processes on this machine (Linux /proc), so the bench can
 * print what each scenario costs the database as well as the service: on a machine where both
 * share the CPUs, the server's share decides throughput as much as the service's. Null where it
 * cannot be read (another OS, a remote server, the embedded engine): the column then shows "–".
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/**
 * User + system CPU of every `postgres` process, in microseconds, including the processes that
 * have ended: a backend whose connection a pool closed for idleness takes its CPU time with it,
 * and the sum over live processes then falls (the column once showed negative figures). The
 * postmaster's `cutime`/`cstime` hold the time of its children it has reaped, so the total only
 * grows. Null if no process can be read.
 */
export function postgresCpuUs(): number | null {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return null;
  }
  let ticks = 0;
  let found = false;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // the process ended between the listing and the read
    }
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
    const fields = stat.slice(close + 2).split(' ');
    // Fields 14–17 of /proc/<pid>/stat (utime, stime, cutime, cstime), counted from the state
    // field here; cutime/cstime are non-zero for the postmaster only.
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    found = true;
  }
  return found ? (ticks / clockTicks()) * 1e6 : null;
}
