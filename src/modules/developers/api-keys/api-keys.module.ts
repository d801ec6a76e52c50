import type { FeatureModule } from '../../feature-module';
import { sessionCan } from '../../../core/auth/rules';
import { ApiKey } from './api-key.entity';
import { ApiKeySecret } from './api-key-secret.entity';
import { ApiKeyResolver } from './api-key.resolver';
import { apiKeyEvents } from './api-key.events';
import { listenForApiKeyChanges } from './api-key-changes';
import { apiKeyRoutes } from './api-keys.routes';
import { API_KEYS_MESSAGES } from './api-keys.messages';
import { apiKeysSort } from './api-key.service';

/** Machine credentials. Managed only from a console session (keys cannot manage keys). */
export const apiKeysModule: FeatureModule = {
  name: 'developers.api-keys',
  routes: [apiKeyRoutes],
  messages: API_KEYS_MESSAGES,
  sortFields: [apiKeysSort],
  entities: [ApiKey, ApiKeySecret],
  resolvers: [ApiKeyResolver],
  events: apiKeyEvents,
  start: listenForApiKeyChanges,
  rules: {
    Query: {
      apiKeys: sessionCan('developers:manage'),
      apiKey: sessionCan('developers:manage'),
      apiKeyScopes: sessionCan('developers:manage'),
    },
    Mutation: {
      createApiKey: sessionCan('developers:manage'),
      updateApiKey: sessionCan('developers:manage'),
      revokeApiKey: sessionCan('developers:manage'),
      rotateApiKey: sessionCan('developers:manage'),
    },
  },
};
