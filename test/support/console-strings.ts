import { ar } from '../../console/src/i18n/ar';
import { en } from '../../console/src/i18n/en';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(`${prefix}${key}`, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

/** The console's English and Arabic catalogues by dotted key ("tillSession.title"), for browser tests. */
export const CONSOLE_EN: ReadonlyMap<string, string> = flatten(en as unknown as Tree);
export const CONSOLE_AR: ReadonlyMap<string, string> = flatten(ar as unknown as Tree);
