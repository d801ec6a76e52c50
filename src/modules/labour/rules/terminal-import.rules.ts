import { registerEnumType } from 'type-graphql';
import { instantOf } from './shift-times.rules';
import { PunchKind } from './punch.rules';

/**
 * Attendance exports of fingerprint terminals (docs/labour.md, "Terminal imports"): parsed into
 * rows of (attendance code, local date and time, kind when the file says it). Pure: no database.
 */
export enum TerminalFormat {
  Auto = 'Auto',
  ZktecoAttlog = 'ZktecoAttlog',
  Csv = 'Csv',
}
registerEnumType(TerminalFormat, {
  name: 'TerminalFormat',
  description: 'Auto (told by the first data line), ZktecoAttlog (tab-separated attlog) or Csv (code,time[,kind]).',
  valuesConfig: {
    Auto: { description: 'A line with tabs is ZKTeco attlog; otherwise CSV.' },
    ZktecoAttlog: { description: 'ZKTeco attlog (USB download 1_attlog.dat): user id, date time, verify, status, work code, reserved; tab-separated.' },
    Csv: { description: 'Comma- or semicolon-separated: attendance code, local date and time, and optionally a kind (in, out, break-start, break-end).' },
  },
});

export interface TerminalRow {
  line: number;
  code: string;
  /** Local wall-clock date YYYY-MM-DD and time HH:MM:SS in the branch's zone. */
  date: string;
  time: string;
  /** The kind when the file gives one; null to infer by alternation. */
  kind: PunchKind | null;
}

export interface ParsedTerminalFile {
  format: Exclude<TerminalFormat, TerminalFormat.Auto>;
  rows: TerminalRow[];
  invalid: string[];
}

/** ZKTeco punch state (status column): 0 check-in, 1 check-out, 2 break-out, 3 break-in, 4 overtime-in, 5 overtime-out. */
const ZK_STATUS: Record<string, PunchKind> = {
  '0': PunchKind.ClockIn,
  '1': PunchKind.ClockOut,
  '2': PunchKind.BreakStart,
  '3': PunchKind.BreakEnd,
  '4': PunchKind.ClockIn,
  '5': PunchKind.ClockOut,
};

const CSV_KINDS: Record<string, PunchKind> = {
  in: PunchKind.ClockIn,
  'clock-in': PunchKind.ClockIn,
  clockin: PunchKind.ClockIn,
  out: PunchKind.ClockOut,
  'clock-out': PunchKind.ClockOut,
  clockout: PunchKind.ClockOut,
  'break-start': PunchKind.BreakStart,
  breakstart: PunchKind.BreakStart,
  'break-out': PunchKind.BreakStart,
  'break-end': PunchKind.BreakEnd,
  breakend: PunchKind.BreakEnd,
  'break-in': PunchKind.BreakEnd,
};

/** `YYYY-MM-DD HH:MM[:SS]`, `YYYY-MM-DDTHH:MM[:SS]`, `YYYY/MM/DD …` or `DD/MM/YYYY HH:MM[:SS]`, as a local date and time; null otherwise. */
export function parseLocalDateTime(text: string): { date: string; time: string } | null {
  const value = text.trim();
  let match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  let y: string, mo: string, d: string;
  if (match) [, y, mo, d] = match;
  else {
    match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value);
    if (!match) return null;
    [, d, mo, y] = match;
  }
  const [hh, mm, ss] = [match[4], match[5], match[6] ?? '00'];
  const date = `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const check = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== date) return null;
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return null;
  return { date, time: `${hh.padStart(2, '0')}:${mm}:${ss}` };
}

const CODE = /^[A-Za-z0-9]{1,32}$/;

/** Reads a terminal file's text into rows, and the lines it could not read (with their number and why). */
export function parseTerminalFile(text: string, format: TerminalFormat): ParsedTerminalFile {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const firstData = lines.find((line) => line.trim() !== '') ?? '';
  const chosen = format === TerminalFormat.Auto ? (firstData.includes('\t') ? TerminalFormat.ZktecoAttlog : TerminalFormat.Csv) : format;
  const rows: TerminalRow[] = [];
  const invalid: string[] = [];
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const cells =
      chosen === TerminalFormat.ZktecoAttlog
        ? raw.split('\t').map((cell) => cell.trim())
        : raw.split(raw.includes(';') ? ';' : ',').map((c) => c.trim().replace(/^"|"$/g, ''));
    const [code, when, ...rest] = cells;
    const at = when ? parseLocalDateTime(when) : null;
    // A CSV header (code,time…) is skipped, not reported.
    if (chosen === TerminalFormat.Csv && index === lines.indexOf(firstData) && !at && !/^\d/.test(when ?? '')) return;
    if (!code || !CODE.test(code)) return void invalid.push(`line ${line}: the attendance code is missing or not letters and digits`);
    if (!at) return void invalid.push(`line ${line}: the time is not a date and time (YYYY-MM-DD HH:MM:SS)`);
    let kind: PunchKind | null = null;
    if (chosen === TerminalFormat.ZktecoAttlog) {
      const status = rest[1];
      if (status !== undefined && status !== '' && !(status in ZK_STATUS)) return void invalid.push(`line ${line}: the status ${status} is not 0 to 5`);
      kind = status !== undefined && status !== '' ? ZK_STATUS[status] : null;
    } else if (rest[0]) {
      kind = CSV_KINDS[rest[0].toLowerCase().replace(/[\s_]/g, '-')] ?? null;
      if (!kind) return void invalid.push(`line ${line}: the kind ${rest[0]} is not in, out, break-start or break-end`);
    }
    rows.push({ line, code, date: at.date, time: at.time, kind });
  });
  // A ZKTeco file whose status column is 0 everywhere says nothing: every kind is inferred.
  if (chosen === TerminalFormat.ZktecoAttlog && rows.every((row) => row.kind === null || row.kind === PunchKind.ClockIn)) {
    for (const row of rows) row.kind = null;
  }
  return { format: chosen, rows, invalid };
}

export interface PlacedRow extends TerminalRow {
  occurredAt: Date;
  kind: PunchKind;
}

/**
 * Instants in the branch's zone, and kinds: the file's where it gives them; otherwise each
 * employee's punches of a local day alternate ClockIn, ClockOut, ClockIn, … in time order. A
 * second scan of one employee within a minute of the one before is a duplicate (terminals record
 * a finger held twice), dropped before the alternation.
 */
export function placeRows(rows: readonly TerminalRow[], timeZone: string): { placed: PlacedRow[]; duplicates: TerminalRow[] } {
  const timed = rows.map((row) => {
    const minuteStart = instantOf(row.date, row.time.slice(0, 5), timeZone);
    return { row, occurredAt: new Date(minuteStart.getTime() + Number(row.time.slice(6, 8)) * 1000) };
  });
  timed.sort((a, b) => a.row.code.localeCompare(b.row.code) || a.occurredAt.getTime() - b.occurredAt.getTime() || a.row.line - b.row.line);
  const placed: PlacedRow[] = [];
  const duplicates: TerminalRow[] = [];
  let day = '';
  let count = 0;
  let previous: { code: string; at: Date } | null = null;
  for (const { row, occurredAt } of timed) {
    if (previous && previous.code === row.code && sameTerminalPunch(previous.at, occurredAt)) {
      duplicates.push(row);
      continue;
    }
    previous = { code: row.code, at: occurredAt };
    const key = `${row.code}|${row.date}`;
    if (key !== day) {
      day = key;
      count = 0;
    }
    placed.push({ ...row, occurredAt, kind: row.kind ?? (count % 2 === 0 ? PunchKind.ClockIn : PunchKind.ClockOut) });
    count++;
  }
  return { placed, duplicates };
}

/** True when two punches of one employee are the same punch (within a minute of each other). */
export function sameTerminalPunch(a: Date, b: Date): boolean {
  return Math.abs(a.getTime() - b.getTime()) < 60_000;
}
