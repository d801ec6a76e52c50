/*
 * How many cases a fuzz suite runs and from which seed: FUZZ_RUNS scales them (npm run soak sets
 * 10,000 in all), FUZZ_SEED replays a failing run. The seed is fixed so `npm test` is repeatable.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** The suite's share of the run: `npm test` uses the default, the soak FUZZ_RUNS. */
export function fuzzRuns(fallback: number, share = 1): number {
  const total = Number(process.env.FUZZ_RUNS);
  return Number.isFinite(total) && total > 0 ? Math.max(1, Math.round(total * share)) : fallback;
}

/** Prints what replays a failure before rethrowing it (fast-check's own message has it too). */
export function reportSeed(suite: string, error: unknown): never {
  console.error(`${suite} failed: replay with FUZZ_SEED=${FUZZ_SEED} (and FUZZ_RUNS=${process.env.FUZZ_RUNS ?? 'default'})`);
  throw error;
}

/** Room for the soak's thousands of cases; `npm test`'s few hundred take well under a minute. */
export const FUZZ_TIMEOUT_MS = process.env.FUZZ_RUNS ? 4 * 3_600_000 : 600_000;
