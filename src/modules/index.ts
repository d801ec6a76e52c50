import type { FeatureModule } from './feature-module';
import type { CredentialResolver } from '../core/auth/credentials';
import { coreModule } from '../core/core.module';
import { identityModule } from './identity/identity.module';
import { sessionCredential } from './identity/sessions/session-credential';
import { hrModule } from './hr/hr.module';
import { webhooksModule } from './developers/webhooks/webhooks.module';

/** Every feature of the service, in start-up order. */
export const featureModules: FeatureModule[] = [coreModule, identityModule, hrModule, webhooksModule];

/** How callers prove who they are, tried in order (first whose header is present decides). */
export const credentialResolvers: CredentialResolver[] = [sessionCredential];
