import { AxeBuilder } from '@axe-core/playwright';
import axe, { type AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { transitionsDone } from './console-pages';

/**
 * Issue #38 item 2: what only a programmer understands, which no message on a console screen may
 * contain. Shared by the form-messages sweep and the first-week walk.
 */
export const TECHNICAL: Array<[string, RegExp]> = [
  ['a GraphQL type name', /\b(String|Int|Int64|Float|Boolean|ID|UUID|LocalDate|DateTime)!?(?=\W|$)|"[A-Z]\w*!"/],
  ['a schema path or variable', /\$\w+|\binput\.\w+|\w+\[\d+\]\.\w+|\bVariable\b/],
  ['a validator phrase', /must be a UUID|Expected (non-nullable )?(value|type)|cannot represent|should not be empty|must be an? (string|object|boolean)/i],
  ['an internal field name', /\b[a-z]+(?:[A-Z][a-z]+)+(?:Iqd|Id|At|Ar)?\b/],
];

/** Latin words an Arabic screen may show: currency codes and names of formats and standards. */
export const LATIN_ALLOWED = new Set(['IQD', 'USD', 'CSV', 'JSON', 'QR', 'API', 'URL', 'HTTPS', 'HTTP', 'PDF', 'XLSX', 'SKU', 'IBAN']);

/** One line per technical phrase in `texts`, and per English word among them on the Arabic console. */
export function technicalFindings(texts: string[], language: 'en' | 'ar', where: string, latinAllowed: ReadonlySet<string> = LATIN_ALLOWED): string[] {
  const found: string[] = [];
  for (const text of texts) {
    for (const [what, pattern] of TECHNICAL) if (pattern.test(text)) found.push(`${where}: ${what} in "${text}"`);
    if (language === 'ar') {
      const latin = (text.match(/[A-Za-z][A-Za-z-]+/g) ?? []).filter((word) => !latinAllowed.has(word));
      if (latin.length) found.push(`${where}: English (${latin.join(', ')}) in "${text}"`);
    }
  }
  return found;
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Only violations are aggregated in full (axe's `resultTypes`): passes and incomplete results keep
 * one node each, which nothing here reads. Violations are reported exactly as without it.
 */
const AXE_OPTIONS = { runOnly: { type: 'tag', values: WCAG }, resultTypes: ['violations'] };

/** The page's global axe-core, once injected (the service's tsconfig has no DOM types). */
interface AxeInPage {
  axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeResults['violations'] }> };
  document: unknown;
}

/**
 * axe-core's results for the page as it is now. axe-core is evaluated in a document once and run
 * there on every later check (a console route change keeps the document). @axe-core/playwright
 * instead evaluates axe-core's source again on every check and finishes each run in a new blank
 * page; that path stays for a page with frames, which need its per-frame runs.
 */
async function axeResults(page: Page): Promise<Pick<AxeResults, 'violations'>> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).withTags(WCAG).analyze();
  const injected = await page.evaluate<boolean>('typeof window.axe?.run === "function"');
  if (!injected) await page.evaluate(`${axe.source}\n;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`);
  return page.evaluate((options) => {
    const inPage = globalThis as unknown as AxeInPage;
    return inPage.axe.run(inPage.document, options);
  }, AXE_OPTIONS);
}

/** Serious and critical axe violations (those above moderate) on the page as it is now, one line each. */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  await transitionsDone(page);
  const results = await axeResults(page);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${where} ${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
      ),
    );
}
