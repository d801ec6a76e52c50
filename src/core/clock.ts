import fs from 'node:fs';

/** Time as the service sees it; tests swap in a controllable clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class ManualClock implements Clock {
  private current: Date;
  constructor(start: Date = new Date()) {
    this.current = new Date(start);
  }
  now(): Date {
    return new Date(this.current);
  }
  set(value: Date): void {
    this.current = new Date(value);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * A test clock several processes share: the instant written in a file, read on every call (the
 * API suites on several nodes, TEST_CLUSTER_NODES, move one clock for all of them; the test
 * writes the file before its next request, so every node sees the move at once). Only under
 * NODE_ENV=test with TEST_CLOCK_FILE set (testClockFromEnv); a service never reads time from a file.
 */
export class FileClock implements Clock {
  constructor(private readonly path: string) {}
  now(): Date {
    return new Date(fs.readFileSync(this.path, 'utf8').trim());
  }
}

/** TEST_CLOCK_FILE's clock in a test process; undefined (the system clock) anywhere else. */
export function testClockFromEnv(env: NodeJS.ProcessEnv = process.env): Clock | undefined {
  return env.NODE_ENV === 'test' && env.TEST_CLOCK_FILE ? new FileClock(env.TEST_CLOCK_FILE) : undefined;
}
