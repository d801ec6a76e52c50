import type { AppConfig } from './config/config';
import type { Logger } from './config/logger';
import type { Database } from './db/database';
import type { JobQueue } from './jobs/job-queue';
import type { Clock } from './clock';
import type { RateLimitStore } from './rate-limit/rate-limit-store';
import type { InstanceRegistry } from './instances/instance-registry';
import type { Broadcast } from './broadcast';

/** Process-wide collaborators, built once at start-up and reachable from every request context. */
export interface Runtime {
  config: AppConfig;
  db: Database;
  logger: Logger;
  jobs: JobQueue;
  clock: Clock;
  /** Rate-limit and quota counters: in memory, or in Redis when REDIS_URL is set. */
  rateLimits: RateLimitStore;
  /** Notices to every process of the service (in-memory caches): Redis pub/sub when REDIS_URL is set. */
  broadcast: Broadcast;
  /** Live events (GraphQL subscriptions): published after commit, fanned out between processes (docs/live.md). */
  live: import('./live/live-hub').LiveHub;
  /** This process's identity; tells which other instances are dead (their claims may be taken over). */
  instance: InstanceRegistry;
  /** Prometheus metrics of this process (GET /metrics). */
  metrics: import('./metrics/service-metrics').ServiceMetrics;
  /** Secrets derived at start-up (JWT signing key). */
  secrets: { jwtKey: import('node:crypto').KeyObject };
}
