import { Client, cacheExchange, fetchExchange, subscriptionExchange } from 'urql';
import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';
import { getAccessToken } from '../auth/token-store';
import { refreshAccessToken } from '../auth/refresh';
import { answerLanguage } from './raw';

const AUTH_CODES = new Set(['UNAUTHORIZED', 'REAUTH_REQUIRED']);

/**
 * fetch for urql: sends the in-memory access token; when the answer says the token is no longer
 * good (expired after 15 minutes, or the session moved), refreshes once and repeats the request.
 * A failed refresh has already ended the session, so the original answer is returned as is.
 */
export async function authFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const send = () => {
    const headers = new Headers(init.headers);
    const token = getAccessToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    headers.set('accept-language', answerLanguage());
    return fetch(input, { ...init, headers });
  };
  const sentWith = getAccessToken();
  const response = await send();
  if (!sentWith) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { errors?: Array<{ extensions?: { code?: string } }> } | null;
  const code = body?.errors?.[0]?.extensions?.code;
  if (!code || !AUTH_CODES.has(code)) return response;
  // Another request may already have refreshed while this one was in flight.
  if (getAccessToken() !== sentWith || (await refreshAccessToken())) return send();
  return response;
}

export type LiveState = 'connecting' | 'live' | 'offline';
let liveState: LiveState = 'connecting';
const liveListeners = new Set<(state: LiveState) => void>();

function setLiveState(state: LiveState): void {
  liveState = state;
  for (const listener of liveListeners) listener(state);
}

/** Whether the live socket (docs/live.md) is open; the boards show it. */
export function onLiveState(listener: (state: LiveState) => void): () => void {
  liveListeners.add(listener);
  listener(liveState);
  return () => liveListeners.delete(listener);
}

/** Close codes after which a reconnection cannot succeed with this session (docs/live.md, close codes). */
const FINAL_CLOSE_CODES = new Set([4403]);

/**
 * The graphql-ws client of the live boards: the access token travels in `connection_init` (read at
 * every connection, so a refreshed token is used); it retries for ever, at most 3 s apart, because
 * a kitchen screen is left unattended. graphql-ws gives up on 4401 (token expired while connected):
 * the subscription then refreshes the token and subscribes again (below).
 */
function createLiveClient(): WsClient {
  return createWsClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    connectionParams: () => {
      const accessToken = getAccessToken();
      return accessToken ? { accessToken } : {};
    },
    retryAttempts: Number.POSITIVE_INFINITY,
    retryWait: async (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(3000, 300 * 2 ** retries))),
    shouldRetry: (event) => closeCodeOf(event) === null || !FINAL_CLOSE_CODES.has(closeCodeOf(event) as number),
    on: {
      connecting: () => setLiveState('connecting'),
      connected: () => setLiveState('live'),
      closed: () => setLiveState('offline'),
    },
  });
}

function closeCodeOf(event: unknown): number | null {
  return event && typeof event === 'object' && 'code' in event && typeof (event as CloseEvent).code === 'number' ? (event as CloseEvent).code : null;
}

/** The `sequence` of a live event result (`{ data: { someField: { sequence } } }`), if any. */
function sequenceOf(result: unknown): string | null {
  const data = (result as { data?: Record<string, unknown> } | null)?.data;
  if (!data) return null;
  for (const value of Object.values(data)) {
    const sequence = (value as { sequence?: unknown } | null)?.sequence;
    if (typeof sequence === 'string' || typeof sequence === 'number') return String(sequence);
  }
  return null;
}

/** A fresh client (and so an empty cache) per session and branch: nothing of another branch shows. */
export function createApiClient(): Client {
  const live = createLiveClient();
  return new Client({
    url: '/graphql',
    exchanges: [
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          // graphql-ws sends the same payload again after a reconnection; its variables are read at
          // that moment, so the stream resumes after the last event this subscription saw.
          let lastSequence: string | null = null;
          const payload = {
            query: request.query ?? '',
            get variables() {
              return lastSequence ? { ...request.variables, afterSequence: lastSequence } : request.variables;
            },
          };
          return {
            subscribe(sink) {
              let stopped = false;
              let unsubscribe = () => {};
              const start = () => {
                unsubscribe = live.subscribe(payload, {
                  next: (result) => {
                    lastSequence = sequenceOf(result) ?? lastSequence;
                    sink.next(result as never);
                  },
                  error: (error) => {
                    // The access token expired while connected: a new one, then the same stream from where it was.
                    if (!stopped && closeCodeOf(error) === 4401) {
                      void refreshAccessToken().then((ok) => (ok && !stopped ? start() : sink.error(error as never)));
                      return;
                    }
                    sink.error(error as never);
                  },
                  complete: () => sink.complete(),
                });
              };
              start();
              return {
                unsubscribe: () => {
                  stopped = true;
                  unsubscribe();
                },
              };
            },
          };
        },
      }),
    ],
    fetch: authFetch,
    requestPolicy: 'cache-and-network',
    // POST only: Apollo's CSRF prevention refuses simple GET requests, and nothing here needs HTTP caching.
    preferGetMethod: false,
  });
}
