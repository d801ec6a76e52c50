import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { callGraphql } from '../api/raw';
import type { MeQuery } from '../gql/graphql';
import { LogoutDocument, MeDocument, SwitchBranchDocument } from './operations';
import { refreshAccessToken } from './refresh';
import { endSession, getAccessToken, getRefreshToken, onSessionEnd, storeTokens, type IssuedTokens, type SessionEndReason } from './token-store';

export type Me = MeQuery['me'];

type SessionState = { status: 'loading' } | { status: 'signedOut'; reason?: SessionEndReason } | { status: 'signedIn'; me: Me; version: number };

interface SessionApi {
  state: SessionState;
  /** After sign-in, registration or any call that issued tokens. */
  begin(tokens: IssuedTokens): Promise<void>;
  switchBranch(branchId: string): Promise<void>;
  /**
   * Reads `me` again after a change the header shows (a branch added or renamed, the organisation
   * renamed), keeping the data client and its cache (the session and branch are the same).
   */
  reloadMe(): Promise<void>;
  signOut(): Promise<void>;
  can(permission: string): boolean;
}

const SessionContext = createContext<SessionApi | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  const loadMe = useCallback(async () => {
    const { me } = await callGraphql(MeDocument, {}, getAccessToken());
    setState((previous) => ({ status: 'signedIn', me, version: previous.status === 'signedIn' ? previous.version + 1 : 1 }));
  }, []);

  const reloadMe = useCallback(async () => {
    const { me } = await callGraphql(MeDocument, {}, getAccessToken());
    setState((previous) => (previous.status === 'signedIn' ? { ...previous, me } : previous));
  }, []);

  useEffect(() => onSessionEnd((reason) => setState({ status: 'signedOut', reason })), []);

  // A reload keeps no access token: a stored refresh token buys a new one, or the user signs in.
  useEffect(() => {
    if (!getRefreshToken()) {
      setState({ status: 'signedOut' });
      return;
    }
    void refreshAccessToken().then(async (ok) => {
      if (!ok) {
        setState((previous) => (previous.status === 'loading' ? { status: 'signedOut' } : previous));
        return;
      }
      await loadMe().catch(() => setState({ status: 'signedOut', reason: 'expired' }));
    });
  }, [loadMe]);

  const api = useMemo<SessionApi>(
    () => ({
      state,
      begin: async (tokens) => {
        storeTokens(tokens);
        await loadMe();
      },
      switchBranch: async (branchId) => {
        const { switchBranch } = await callGraphql(SwitchBranchDocument, { input: { branchId } }, getAccessToken());
        storeTokens(switchBranch);
        await loadMe();
      },
      reloadMe,
      signOut: async () => {
        const refreshToken = getRefreshToken();
        if (refreshToken) await callGraphql(LogoutDocument, { input: { refreshToken } }).catch(() => undefined);
        endSession('signedOut');
      },
      can: (permission) => state.status === 'signedIn' && state.me.permissions.includes(permission),
    }),
    [state, loadMe, reloadMe],
  );

  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

export function useMe(): Me {
  const { state } = useSession();
  if (state.status !== 'signedIn') throw new Error('useMe needs a signed-in session');
  return state.me;
}
