/*
 * The explorer's credential: a token pasted by the user (kept in sessionStorage for this tab), or
 * the console's session in this browser. The console keeps only its refresh token in localStorage
 * (console/src/auth/token-store.ts); refresh tokens are single use, so the explorer exchanges it
 * under the same Web Lock the console uses and stores the new one back, so the console's session
 * goes on with it.
 */
const REFRESH_KEY = 'console.refreshToken';
const BRANCH_KEY = 'console.lastBranchId';
const PASTED_KEY = 'explorer.token';

export type Credential = { kind: 'pasted'; value: string } | { kind: 'console'; value: string } | { kind: 'none' };

let consoleAccess: string | null = null;

export function pastedToken(): string | null {
  return sessionStorage.getItem(PASTED_KEY);
}

export function setPastedToken(token: string | null): void {
  if (token) sessionStorage.setItem(PASTED_KEY, token.trim());
  else sessionStorage.removeItem(PASTED_KEY);
}

export function hasConsoleSession(): boolean {
  return Boolean(localStorage.getItem(REFRESH_KEY));
}

async function exchange(): Promise<string | null> {
  const refreshToken = localStorage.getItem(REFRESH_KEY);
  if (!refreshToken) return null;
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ExplorerRefresh($input: RefreshTokenInput!) { refreshSession(input: $input) { accessToken refreshToken branch { id } } }',
      variables: { input: { refreshToken } },
    }),
  });
  const body = (await response.json()) as { data?: { refreshSession: { accessToken: string; refreshToken: string; branch: { id: string } } } };
  const session = body.data?.refreshSession;
  if (!session) return null;
  localStorage.setItem(REFRESH_KEY, session.refreshToken);
  localStorage.setItem(BRANCH_KEY, session.branch.id);
  return session.accessToken;
}

/** A fresh console access token (one exchange at a time across this browser's tabs). */
export async function refreshConsoleToken(): Promise<string | null> {
  const locks = navigator.locks;
  consoleAccess = locks ? ((await locks.request('console-refresh-token', exchange)) as string | null) : await exchange();
  return consoleAccess;
}

export function currentCredential(): Credential {
  const pasted = pastedToken();
  if (pasted) return { kind: 'pasted', value: pasted };
  if (consoleAccess) return { kind: 'console', value: consoleAccess };
  return { kind: 'none' };
}

/** Bearer for JWTs, X-Api-Key for API keys (bo_live_… / bo_test_…). */
export function headersFor(credential: Credential): Record<string, string> {
  if (credential.kind === 'none') return {};
  return credential.value.startsWith('bo_') ? { 'x-api-key': credential.value } : { authorization: `Bearer ${credential.value}` };
}
