import { AxeBuilder } from '@axe-core/playwright';
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

/** Serious and critical axe violations (those above moderate) on the page as it is now, one line each. */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  await transitionsDone(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${where} ${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
      ),
    );
}
