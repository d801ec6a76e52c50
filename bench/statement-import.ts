import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Runtime } from '../src/core/runtime';
import { RequestContext } from '../src/core/context/request-context';
import { systemPrincipal } from '../src/core/auth/principal';
import { ALL_PERMISSIONS } from '../src/core/auth/permissions';
import { bankAccountService } from '../src/modules/accounting/bank-accounts/bank-account.service';
import { statementImportService } from '../src/modules/accounting/statement-imports/statement-import.service';

export const STATEMENT_IMPORT_LINES = 50_000;

/** A statement of `count` lines as banks here export it (semicolons, DD/MM/YYYY, debit/credit, Arabic text). */
export function benchStatementCsv(count: number): string {
  const rows = ['Date;Description;Reference;Counterparty;Debit;Credit;Balance'];
  let balance = 0;
  for (let i = 0; i < count; i += 1) {
    const day = new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 200) * 86_400_000);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    const amount = 1_000 + ((i * 7_919) % 250_000);
    const credit = i % 3 !== 0;
    balance += credit ? amount : -amount;
    rows.push(
      `${date};${credit ? 'Card settlement تسوية' : 'Supplier payment دفعة'} ${i};REF-${i};"Party ${i % 97}";${credit ? '' : amount.toLocaleString('en')};${credit ? amount.toLocaleString('en') : ''};${balance}`,
    );
  }
  return rows.join('\n') + '\n';
}

/**
 * Imports a 50,000-line statement through the service (the REST/GraphQL body cap of 1 MiB would
 * need it split into several requests), then the same file again (all duplicates); prints the
 * time and the memory used.
 */
export async function benchStatementImport(runtime: Runtime, organizationId: string, branchId: string): Promise<void> {
  const ctx = new RequestContext(runtime, systemPrincipal(organizationId, ALL_PERMISSIONS, branchId), null, { transport: 'cli' });
  const account = await bankAccountService.create(ctx, { name: 'Bench import', accountNumber: 'BENCH-IMPORT-1', currencyCode: 'IQD' });
  const csv = benchStatementCsv(STATEMENT_IMPORT_LINES);
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  try {
    const cpu0 = process.cpuUsage();
    const started = performance.now();
    const first = await statementImportService.import(ctx, account.id, csv);
    const firstMs = performance.now() - started;
    const firstCpu = process.cpuUsage(cpu0);
    const cpu1 = process.cpuUsage();
    const again = performance.now();
    const second = await statementImportService.import(ctx, account.id, csv);
    const secondMs = performance.now() - again;
    const secondCpu = process.cpuUsage(cpu1);
    const cpuS = (usage: NodeJS.CpuUsage) => ((usage.user + usage.system) / 1e6).toFixed(2);
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    console.log(`\nStatement import: ${STATEMENT_IMPORT_LINES} lines, ${mb(Buffer.byteLength(csv))} MB of CSV`);
    console.log(`| run | time s | service CPU s | lines created | duplicates skipped |`);
    console.log(`|---|---:|---:|---:|---:|`);
    console.log(`| first import | ${(firstMs / 1000).toFixed(2)} | ${cpuS(firstCpu)} | ${first.linesCreated} | ${first.duplicatesSkipped} |`);
    console.log(`| same file again | ${(secondMs / 1000).toFixed(2)} | ${cpuS(secondCpu)} | ${second.linesCreated} | ${second.duplicatesSkipped} |`);
    console.log(`Load average at the end: ${os.loadavg()[0].toFixed(1)} (2 cores shared)`);
    console.log(`Memory: RSS ${mb(before.rss)} → peak ${mb(peakRss)} MB; heap used ${mb(before.heapUsed)} → peak ${mb(peakHeap)} MB`);
  } finally {
    clearInterval(sampler);
  }
}
