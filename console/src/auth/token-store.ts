/*
 * Where the console keeps its credentials (docs/identity.md, "Tokens and sessions"):
 * - the access token only in this module's memory: a reload or a new tab gets a fresh one by refreshing;
 * - the refresh token in localStorage, because nothing else survives a reload and the API has no
 *   cookie session; the strict CSP (script-src 'self') is what keeps foreign script away from it;
 * - the device id and the last branch, so a sign-in replaces this browser's previous session and
 *   the sign-in form can offer the branch the user last worked in.
 */
const REFRESH_KEY = 'console.refreshToken';
const DEVICE_KEY = 'console.deviceId';
const BRANCH_KEY = 'console.lastBranchId';

let accessToken: string | null = null;
const endListeners = new Set<(reason: SessionEndReason) => void>();

export type SessionEndReason = 'signedOut' | 'expired';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  branch: { id: string };
}

export function getAccessToken(): string | null {
  return accessToken;
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(REFRESH_KEY);
}

export function storeTokens(tokens: IssuedTokens): void {
  accessToken = tokens.accessToken;
  localStorage.setItem(REFRESH_KEY, tokens.refreshToken);
  localStorage.setItem(BRANCH_KEY, tokens.branch.id);
}

/** Forgets the session in this tab and tells the app (which shows the sign-in page). */
export function endSession(reason: SessionEndReason): void {
  accessToken = null;
  localStorage.removeItem(REFRESH_KEY);
  for (const listener of endListeners) listener(reason);
}

export function onSessionEnd(listener: (reason: SessionEndReason) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = `console-${crypto.randomUUID()}`;
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

export function lastBranchId(): string {
  return localStorage.getItem(BRANCH_KEY) ?? '';
}
