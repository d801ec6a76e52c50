import { ensureFrontEndBuilt } from '../../scripts/build';

/**
 * Builds the GraphQL explorer unless explorer/dist was built from its current sources (the rule of
 * scripts/build.js, which `npm start` uses too).
 */
export async function ensureExplorerBuilt(): Promise<void> {
  await ensureFrontEndBuilt('explorer', { typecheck: false, logLevel: 'error' });
}
