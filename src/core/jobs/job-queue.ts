import type { Runtime } from '../runtime';

export interface JobDefinition<D = Record<string, unknown>> {
  name: string;
  /** Parallel runs of this job per process. */
  concurrency?: number;
  /** How long a run may hold its lock before another worker may take it; long jobs call touch(). */
  lockLifetimeMs?: number;
  /** Retries after a failure: exponential from delayMs, at most `attempts` retries. */
  retry?: { attempts: number; delayMs: number; maxDelayMs?: number };
  /** A repeating schedule (Agenda interval, e.g. '1 hour') for housekeeping jobs. */
  every?: string;
  /**
   * The work. Effects must be idempotent: a job that outlives its lock can run twice. Handlers
   * that act for a tenant rebuild a RequestContext from a principal snapshot in `data`.
   */
  run(runtime: Runtime, data: D, job: { touch(): Promise<void>; attempt: number }): Promise<void>;
}

export interface EnqueueOptions {
  runAt?: Date;
}

export interface JobQueue {
  define(definition: JobDefinition<any>): void;
  enqueue(name: string, data: Record<string, unknown>, options?: EnqueueOptions): Promise<void>;
  start(): Promise<void>;
  /** Stops taking new jobs and waits for running ones (SIGTERM). */
  drain(timeoutMs: number): Promise<void>;
  readonly ready: boolean;
}
