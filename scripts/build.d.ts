/** Types of scripts/build.js for the test harness. */
export type FrontEnd = 'guest' | 'console' | 'explorer';
export function ensureFrontEndBuilt(name: FrontEnd, options?: { typecheck?: boolean; logLevel?: 'info' | 'warn' | 'error' | 'silent' }): Promise<boolean>;
export function isFrontEndFresh(name: FrontEnd, digest?: string): boolean;
export function sourcesDigest(name: FrontEnd): string;
