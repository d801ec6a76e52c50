import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';

export interface LiveSubscription<T = any> {
  /** Results received so far (data or errors), in order. */
  readonly results: Array<{ data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }>;
  /** Resolves when `count` results have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  /** Set when the server ended the operation with an error message. */
  error: unknown;
  completed: boolean;
  stop(): void;
}

export interface LiveConnection {
  client: Client;
  /** The close event, once the socket closed (code and reason). */
  closed: Promise<{ code: number; reason: string }>;
  subscribe<T = any>(query: string, variables?: Record<string, unknown>): LiveSubscription<T>;
  dispose(): Promise<void>;
}

/** A graphql-ws client on a service's /graphql (no retries: each test sees closes as they happen). */
export function liveConnect(baseUrl: string, connectionParams: Record<string, unknown> = {}): LiveConnection {
  let onClosed!: (event: { code: number; reason: string }) => void;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (onClosed = resolve));
  const client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => undefined,
    on: { closed: (event) => onClosed({ code: (event as { code: number }).code, reason: String((event as { reason: unknown }).reason ?? '') }) },
  });
  return {
    client,
    closed,
    subscribe<T>(query: string, variables: Record<string, unknown> = {}): LiveSubscription<T> {
      const waiters = new Set<() => boolean>();
      const subscription: LiveSubscription<T> = {
        results: [],
        error: undefined,
        completed: false,
        waitFor(count, timeoutMs = 5000) {
          return new Promise<void>((resolve, reject) => {
            const check = () => {
              if (subscription.results.length >= count) {
                clearTimeout(timer);
                resolve();
                return true;
              }
              return false;
            };
            const timer = setTimeout(
              () =>
                reject(
                  new Error(
                    `waited ${timeoutMs} ms for ${count} results, have ${subscription.results.length}: ${JSON.stringify(subscription.results)} ${JSON.stringify(subscription.error)}`,
                  ),
                ),
              timeoutMs,
            );
            if (!check()) waiters.add(check);
          });
        },
        stop: () => unsubscribe(),
      };
      const unsubscribe = client.subscribe<T>(
        { query, variables },
        {
          next: (value) => {
            subscription.results.push(value as never);
            for (const check of [...waiters]) if (check()) waiters.delete(check);
          },
          error: (error) => {
            subscription.error = error;
          },
          complete: () => {
            subscription.completed = true;
          },
        },
      );
      return subscription;
    },
    dispose: () => client.dispose() as Promise<void>,
  };
}

export async function until(condition: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
