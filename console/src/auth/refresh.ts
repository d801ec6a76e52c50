import { postGraphql } from '../api/raw';
import { RefreshDocument } from './operations';
import { endSession, getRefreshToken, storeTokens } from './token-store';

let inflight: Promise<boolean> | null = null;

/**
 * Exchanges the refresh token for a new pair. Refresh tokens are single use and presenting a spent
 * one revokes the whole session, so refreshes never run in parallel: one promise per tab, and a Web
 * Lock across tabs (the token is re-read inside the lock, so a tab that waited uses the token the
 * other tab stored). A REAUTH_REQUIRED or UNAUTHORIZED answer ends the session: the app shows sign-in.
 * A network failure keeps the session (the next request tries again).
 */
export function refreshAccessToken(): Promise<boolean> {
  inflight ??= withLock(exchange).finally(() => {
    inflight = null;
  });
  return inflight;
}

async function exchange(): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return false;
  let result;
  try {
    result = await postGraphql(RefreshDocument, { input: { refreshToken } });
  } catch {
    return false;
  }
  if (result.data) {
    storeTokens(result.data.refreshSession);
    return true;
  }
  const code = result.errors[0]?.extensions?.code;
  if (code === 'REAUTH_REQUIRED' || code === 'UNAUTHORIZED' || code === 'VALIDATION') endSession('expired');
  return false;
}

function withLock(task: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('console-refresh-token', task) as unknown as Promise<boolean>) : task();
}
