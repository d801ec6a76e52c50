import { createHash } from 'node:crypto';
import type { ParsedStatementLine } from './statement-csv';

/** Text compared for duplicates: lower case, one space, no surrounding blanks. */
function comparable(text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().toLocaleLowerCase('en');
}

/**
 * Import fingerprints: hash of (account, date, amount, reference, description, occurrence), the
 * occurrence being the line's number among identical lines of the same file (1, 2, …). The same
 * file again, or an overlapping one, yields the same fingerprints for the same lines, so they
 * are skipped; two genuinely identical payments on one day in one file stay two lines.
 */
export function fingerprintLines(bankAccountId: string, lines: readonly ParsedStatementLine[]): Array<{ fingerprint: string; occurrence: number }> {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const identity = [line.date, String(line.amount), comparable(line.reference), comparable(line.description)].join('\u001f');
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    const fingerprint = createHash('sha256').update(`${bankAccountId}\u001f${identity}\u001f${occurrence}`).digest('hex');
    return { fingerprint, occurrence };
  });
}
