import { body, CONSOLE, list, path, queryObject, type RouteTable } from '../../../core/modules/route-table';

const BASE = `${CONSOLE}/developers/api-keys`;

export const apiKeyRoutes: RouteTable = {
  area: 'API keys',
  routes: [
    {
      method: 'GET',
      path: BASE,
      operation: 'query',
      field: 'apiKeys',
      credential: 'session',
      summary: 'List API keys (revoked ones only with IncludeRevoked=true)',
      args: { list: list(), filter: queryObject({ includeRevoked: 'IncludeRevoked', environment: 'Environment' }) },
    },
    {
      method: 'POST',
      path: BASE,
      operation: 'mutation',
      field: 'createApiKey',
      credential: 'session',
      summary: 'Create an API key; data.key holds the secret, shown only in this response',
      args: { input: body() },
    },
    {
      method: 'GET',
      path: `${BASE}/scopes`,
      operation: 'query',
      field: 'apiKeyScopes',
      credential: 'session',
      summary: 'Every scope an API key may carry, with a description',
    },
    {
      method: 'GET',
      path: `${BASE}/{id}`,
      operation: 'query',
      field: 'apiKey',
      credential: 'session',
      summary: 'One API key (never its secret)',
      args: { id: path('id') },
    },
    {
      method: 'PUT',
      path: `${BASE}/{id}`,
      operation: 'mutation',
      field: 'updateApiKey',
      credential: 'session',
      summary: 'Change name, description, rateLimitPerMinute, quotaPerDay or expiresAt',
      args: { id: path('id'), input: body() },
    },
    {
      method: 'POST',
      path: `${BASE}/{id}/revoke`,
      operation: 'mutation',
      field: 'revokeApiKey',
      credential: 'session',
      summary: 'Revoke an API key (reasonCode, note)',
      args: { id: path('id'), input: body() },
    },
    {
      method: 'POST',
      path: `${BASE}/{id}/rotate`,
      operation: 'mutation',
      field: 'rotateApiKey',
      credential: 'session',
      summary: 'Issue a new secret; the old one works for graceMinutes (default 60)',
      args: { id: path('id'), input: body() },
    },
  ],
};
