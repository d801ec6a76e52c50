import type { CatalogueEntry } from './messages';

/**
 * An area's messages as [English, Arabic] pairs; the key is `area:English` (gettext style), so a
 * message has one key and a changed English text is a new key whose Arabic must be written again.
 */
export function defineMessages(area: string, pairs: ReadonlyArray<readonly [en: string, ar: string]>): Record<string, CatalogueEntry> {
  const entries: Record<string, CatalogueEntry> = {};
  for (const [en, ar] of pairs) {
    const key = `${area}:${en}`;
    if (entries[key]) throw new Error(`message catalogue: ${key} is listed twice`);
    entries[key] = { en, ar };
  }
  return entries;
}
