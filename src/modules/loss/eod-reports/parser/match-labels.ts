import { type CompiledLabel, compileVocabulary } from './vocabulary';

/** A vocabulary label found in a folded line. */
export interface LabelMatch extends CompiledLabel {
  start: number;
  end: number;
}

const ARABIC_PREFIXES = new Set(['ال', 'و', 'ب', 'ل', 'لل', 'ف', 'وال', 'بال', 'فال', 'ك']);
const WORD = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/u;

const DEFAULT_LABELS = compileVocabulary();

function boundaryOk(folded: string, start: number, end: number, language: 'en' | 'ar'): boolean {
  const after = folded[end];
  if (after !== undefined && WORD.test(after)) return false;
  const before = folded[start - 1];
  if (before === undefined || !WORD.test(before)) return true;
  if (language !== 'ar') return false;
  let from = start;
  while (from > 0 && LETTER.test(folded[from - 1])) from -= 1;
  return ARABIC_PREFIXES.has(folded.slice(from, start));
}

/**
 * The labels of a line, longest first and never overlapping ("qi card" hides the "card" inside
 * it), then ordered by priority (higher first) and length.
 */
export function matchLabels(folded: string, labels: readonly CompiledLabel[] = DEFAULT_LABELS): LabelMatch[] {
  const accepted: LabelMatch[] = [];
  for (const label of labels) {
    if (!label.folded) continue;
    let from = 0;
    for (;;) {
      const start = folded.indexOf(label.folded, from);
      if (start < 0) break;
      const end = start + label.folded.length;
      from = start + 1;
      if (!boundaryOk(folded, start, end, label.language)) continue;
      if (accepted.some((other) => start < other.end && other.start < end)) continue;
      accepted.push({ ...label, start, end });
    }
  }
  return accepted.sort((a, b) => b.priority - a.priority || b.folded.length - a.folded.length || a.start - b.start);
}

/** The line with the label spans replaced by spaces (same length), so amounts keep their positions. */
export function blankLabels(folded: string, matches: readonly LabelMatch[]): string {
  let out = folded;
  for (const match of matches) out = out.slice(0, match.start) + ' '.repeat(match.end - match.start) + out.slice(match.end);
  return out;
}
