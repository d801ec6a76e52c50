import { ensureFrontEndBuilt } from '../../scripts/build';

/**
 * Builds the console with Vite unless console/dist was built from its current sources (the rule of
 * scripts/build.js, which `npm start` uses too). Test files run in parallel workers: one builds
 * and the others wait for it, so a run builds the console at most once.
 */
export async function ensureConsoleBuilt(): Promise<void> {
  await ensureFrontEndBuilt('console', { typecheck: false, logLevel: 'error' });
}
