import '@graphiql/react/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import type { Fetcher } from '@graphiql/toolkit';
import { currentCredential, hasConsoleSession, headersFor, pastedToken, refreshConsoleToken, setPastedToken } from './session';

/*
 * The offline GraphQL explorer served at /graphql to browsers outside production: GraphiQL from
 * npm, bundled with its editor and workers, so nothing is fetched from another origin. Apollo
 * Sandbox (which loads from Apollo's CDN) stays at /graphql?sandbox.
 */

const DEFAULT_QUERY = `# The back-office GraphQL API. Sign in to the console in this browser, or paste a token
# (an access token or an API key) above. Apollo Sandbox: /graphql?sandbox
query Me {
  me {
    user { email fullName }
    organization { name }
  }
}
`;

const fetcher: Fetcher = async (params) => {
  const send = () =>
    fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headersFor(currentCredential()) },
      body: JSON.stringify(params),
    });
  let response = await send();
  // An expired console access token: exchange the console's refresh token once and try again.
  if (
    response.status === 401 ||
    (
      await response
        .clone()
        .json()
        .catch(() => null)
    )?.errors?.[0]?.extensions?.code === 'UNAUTHORIZED'
  ) {
    if (currentCredential().kind !== 'pasted' && hasConsoleSession() && (await refreshConsoleToken())) response = await send();
  }
  return response.json();
};

function TokenBar() {
  const [pasted, setPasted] = useState(pastedToken() ?? '');
  const [saved, setSaved] = useState(Boolean(pastedToken()));
  const source = saved
    ? 'the pasted token'
    : hasConsoleSession()
      ? 'the console session in this browser'
      : 'no credential (sign in to the console, or paste a token)';
  return (
    <form
      className="explorer-token-bar"
      onSubmit={(event) => {
        event.preventDefault();
        setPastedToken(pasted || null);
        setSaved(Boolean(pasted));
      }}
    >
      <label htmlFor="explorer-token">Token</label>
      <input
        id="explorer-token"
        type="password"
        autoComplete="off"
        value={pasted}
        placeholder="Access token or API key"
        onChange={(event) => setPasted(event.target.value)}
      />
      <button type="submit">Use</button>
      <span data-testid="explorer-credential">Calls use {source}.</span>
      <a href="/graphql?sandbox">Apollo Sandbox (needs internet)</a>
    </form>
  );
}

async function start() {
  if (!pastedToken() && hasConsoleSession()) await refreshConsoleToken().catch(() => null);
  createRoot(document.getElementById('explorer-token-bar')!).render(
    <StrictMode>
      <TokenBar />
    </StrictMode>,
  );
  createRoot(document.getElementById('graphiql')!).render(
    <StrictMode>
      <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} shouldPersistHeaders={false} />
    </StrictMode>,
  );
}

void start();
