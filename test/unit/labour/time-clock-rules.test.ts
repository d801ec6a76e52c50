import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterFailure, lockedMinutesLeft, normalisePin, PIN_MAX_FAILURES } from '../../../src/modules/labour/rules/pin.rules';
import { allowedPunches, ClockState, nextClockState, occurredAtProblem, PunchKind, stateAt } from '../../../src/modules/labour/rules/punch.rules';
import { parseLocalDateTime, parseTerminalFile, placeRows, TerminalFormat } from '../../../src/modules/labour/rules/terminal-import.rules';

const NOW = new Date('2026-03-10T12:00:00Z');

describe('punch state machine', () => {
  it('allows clock in only when out, a break only while working, and clock out while working or on a break', () => {
    expect(nextClockState(ClockState.Out, PunchKind.ClockIn)).toBe(ClockState.Working);
    expect(nextClockState(ClockState.Out, PunchKind.BreakStart)).toBeNull();
    expect(nextClockState(ClockState.Out, PunchKind.ClockOut)).toBeNull();
    expect(nextClockState(ClockState.Working, PunchKind.BreakStart)).toBe(ClockState.OnBreak);
    expect(nextClockState(ClockState.Working, PunchKind.ClockIn)).toBeNull();
    expect(nextClockState(ClockState.OnBreak, PunchKind.BreakEnd)).toBe(ClockState.Working);
    expect(nextClockState(ClockState.OnBreak, PunchKind.ClockOut)).toBe(ClockState.Out);
    expect(allowedPunches(ClockState.OnBreak)).toEqual([PunchKind.BreakEnd, PunchKind.ClockOut]);
  });

  it('forgets a clock-in left open for more than 18 hours (the missed clock-out is the timesheet’s)', () => {
    const clockIn = { kind: PunchKind.ClockIn, occurredAt: new Date('2026-03-09T06:00:00Z') };
    expect(stateAt(clockIn, new Date('2026-03-09T23:59:00Z'))).toBe(ClockState.Working);
    expect(stateAt(clockIn, new Date('2026-03-10T00:01:00Z'))).toBe(ClockState.Out);
  });

  it('accepts a device time up to 72 hours back and 5 minutes ahead', () => {
    expect(occurredAtProblem(new Date('2026-03-07T12:00:00Z'), NOW)).toBeNull();
    expect(occurredAtProblem(new Date('2026-03-07T11:59:00Z'), NOW)).toMatch(/72 hours/);
    expect(occurredAtProblem(new Date('2026-03-10T12:05:00Z'), NOW)).toBeNull();
    expect(occurredAtProblem(new Date('2026-03-10T12:06:00Z'), NOW)).toMatch(/future/);
  });
});

describe('PINs', () => {
  it('reads Arabic-Indic and Persian digits as Western ones, 4 to 8 digits', () => {
    expect(normalisePin('٢٤٦٨')).toBe('2468');
    expect(normalisePin('۱۲۳۴۵')).toBe('12345');
    expect(normalisePin('123')).toBeNull();
    expect(normalisePin('12a4')).toBeNull();
  });

  it('locks the pair at the fifth wrong PIN within 15 minutes, for 15 minutes; older failures are forgotten', () => {
    let state = null as ReturnType<typeof afterFailure> | null;
    for (let i = 1; i < PIN_MAX_FAILURES; i++) state = afterFailure(state, NOW);
    expect(state).toMatchObject({ failures: 4, lockedUntil: null });
    const locked = afterFailure(state, NOW);
    expect(lockedMinutesLeft(locked, NOW)).toBe(15);
    expect(lockedMinutesLeft(locked, new Date(NOW.getTime() + 15 * 60_000))).toBe(0);
    expect(afterFailure(state, new Date(NOW.getTime() + 16 * 60_000)).failures).toBe(1);
  });
});

describe('terminal files', () => {
  it('reads dates as ISO, with a T, with slashes, and day-first with slashes; refuses impossible ones', () => {
    expect(parseLocalDateTime('2026-03-09 07:58:41')).toEqual({ date: '2026-03-09', time: '07:58:41' });
    expect(parseLocalDateTime('2026/3/9T7:58')).toEqual({ date: '2026-03-09', time: '07:58:00' });
    expect(parseLocalDateTime('09/03/2026 08:03')).toEqual({ date: '2026-03-09', time: '08:03:00' });
    expect(parseLocalDateTime('2026-02-30 08:00')).toBeNull();
    expect(parseLocalDateTime('2026-03-09 25:00:00')).toBeNull();
  });

  it('tells ZKTeco attlog from CSV, alternates kinds per employee and day, and drops a double scan', () => {
    const file = readFileSync(join(__dirname, '../../fixtures/terminal/zkteco-1_attlog.dat'), 'utf8');
    const parsed = parseTerminalFile(file, TerminalFormat.Auto);
    expect(parsed.format).toBe(TerminalFormat.ZktecoAttlog);
    expect(parsed.rows).toHaveLength(8);
    const { placed, duplicates } = placeRows(
      parsed.rows.filter((row) => row.code === '7'),
      'Asia/Baghdad',
    );
    expect(duplicates.map((row) => row.line)).toEqual([2]);
    expect(placed.map((row) => [row.kind, row.occurredAt.toISOString()])).toEqual([
      [PunchKind.ClockIn, '2026-03-09T04:58:41.000Z'],
      [PunchKind.ClockOut, '2026-03-09T09:30:02.000Z'],
      [PunchKind.ClockIn, '2026-03-09T10:00:15.000Z'],
      [PunchKind.ClockOut, '2026-03-09T13:05:30.000Z'],
    ]);
  });

  it('uses a ZKTeco status column when it says more than check-in', () => {
    const parsed = parseTerminalFile(
      '1\t2026-03-09 08:00:00\t1\t0\n1\t2026-03-09 12:00:00\t1\t2\n1\t2026-03-09 12:30:00\t1\t3\n1\t2026-03-09 17:00:00\t1\t1\n',
      TerminalFormat.Auto,
    );
    expect(parsed.rows.map((row) => row.kind)).toEqual([PunchKind.ClockIn, PunchKind.BreakStart, PunchKind.BreakEnd, PunchKind.ClockOut]);
  });

  it('reads a CSV with a header, a kind column and semicolons, and reports unreadable lines by number', () => {
    const parsed = parseTerminalFile(
      'code;time;kind\n7;2026-03-09 07:59;in\n7;2026-03-09 16:00;Break_Start\n;2026-03-09 08:00\n8;yesterday\n9;2026-03-09 08:00;lunch\n',
      TerminalFormat.Auto,
    );
    expect(parsed.format).toBe(TerminalFormat.Csv);
    expect(parsed.rows.map((row) => [row.code, row.kind])).toEqual([
      ['7', PunchKind.ClockIn],
      ['7', PunchKind.BreakStart],
    ]);
    expect(parsed.invalid).toEqual([
      'line 4: the attendance code is missing or not letters and digits',
      'line 5: the time is not a date and time (YYYY-MM-DD HH:MM:SS)',
      'line 6: the kind lunch is not in, out, break-start or break-end',
    ]);
  });
});
