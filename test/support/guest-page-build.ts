import { ensureFrontEndBuilt } from '../../scripts/build';

/**
 * Builds the guest page unless guest/dist was built from its current sources (the rule of
 * scripts/build.js, which `npm start` uses too), so a browser test never runs against a stale page.
 */
export async function ensureGuestPageBuilt(): Promise<void> {
  await ensureFrontEndBuilt('guest', { typecheck: false, logLevel: 'error' });
}
