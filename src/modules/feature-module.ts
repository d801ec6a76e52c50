/** The module contract lives in the kernel (modules depend on core, never the reverse). */
export type { FeatureModule } from '../core/modules/feature-module';
