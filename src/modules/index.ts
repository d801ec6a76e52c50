import type { FeatureModule } from './feature-module';
import type { CredentialResolver } from '../core/auth/credentials';
import { deviceCredential } from './labour/devices/device-credential';
import { coreModule } from '../core/core.module';
import { identityModule } from './identity/identity.module';
import { sessionCredential } from './identity/sessions/session-credential';
import { hrModule } from './hr/hr.module';
import { apiKeysModule } from './developers/api-keys/api-keys.module';
import { apiKeyCredential } from './developers/api-keys/api-key.credential';
import { webhooksModule } from './developers/webhooks/webhooks.module';
import { catalogModule } from './catalog/catalog.module';
import { productionModule } from './production/production.module';
import { settingsModule } from './settings/settings.module';
import { exportsModule } from './exports/exports.module';
import { purchasingModule } from './purchasing/purchasing.module';
import { accountingModule } from './accounting/accounting.module';
import { lossModule } from './loss/loss.module';
import { commercialModule } from './commercial/commercial.module';
import { salesModule } from './sales/sales.module';
import { inventoryModule } from './inventory/inventory.module';
import { analyticsModule } from './analytics/analytics.module';
import { forecastModule } from './forecast/forecast.module';
import { labourModule } from './labour/labour.module';
import { deliveryModule } from './delivery/delivery.module';
import { guestCredential } from './sales/guest/guest.credential';

/** Every feature of the service, in start-up order. */
export const featureModules: FeatureModule[] = [
  coreModule,
  identityModule,
  hrModule,
  apiKeysModule,
  webhooksModule,
  catalogModule,
  productionModule,
  settingsModule,
  exportsModule,
  purchasingModule,
  accountingModule,
  lossModule,
  commercialModule,
  salesModule,
  inventoryModule,
  analyticsModule,
  forecastModule,
  labourModule,
  deliveryModule,
];

/** How callers prove who they are, tried in order (first that matches decides: guest paths by their path, the others by their header). */
export const credentialResolvers: CredentialResolver[] = [guestCredential, sessionCredential, apiKeyCredential, deviceCredential];
