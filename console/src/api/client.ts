import { Client, cacheExchange, fetchExchange } from 'urql';
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
  const body = (await response.clone().json().catch(() => null)) as { errors?: Array<{ extensions?: { code?: string } }> } | null;
  const code = body?.errors?.[0]?.extensions?.code;
  if (!code || !AUTH_CODES.has(code)) return response;
  // Another request may already have refreshed while this one was in flight.
  if (getAccessToken() !== sentWith || (await refreshAccessToken())) return send();
  return response;
}

/** A fresh client (and so an empty cache) per session and branch: nothing of another branch shows. */
export function createApiClient(): Client {
  return new Client({
    url: '/graphql',
    exchanges: [cacheExchange, fetchExchange],
    fetch: authFetch,
    requestPolicy: 'cache-and-network',
    // POST only: Apollo's CSRF prevention refuses simple GET requests, and nothing here needs HTTP caching.
    preferGetMethod: false,
  });
}
