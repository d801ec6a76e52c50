import { registerEnumType } from 'type-graphql';
import type { MatchCandidate, StatementLineView } from '../../../core/reconciliation/match-target';

/*
 * Pure scoring of match candidates for a statement line. Every point comes with a reason, so a
 * suggestion explains itself. Points (documented in docs/accounting.md):
 *   ExactAmount 50 | AmountWithinTolerance 25 (within 1 %) or 10 (within 5 %)
 *   DateDistance 20 on the same day, minus 3 a day apart, nothing from 7 days
 *   ReferenceFound 30 (a reference text of the candidate appears in the line)
 *   NameFound 8 a name token (3+ letters) found, at most 24
 *   Counterparty 15 (the line's counterparty names the candidate's)
 * A candidate of the other direction (money in vs out) or more than 5 % off with no text found is
 * not suggested. Best first; ties by date distance, then type and reference: deterministic.
 */

export enum SuggestionReasonKind {
  ExactAmount = 'ExactAmount',
  AmountWithinTolerance = 'AmountWithinTolerance',
  DateDistance = 'DateDistance',
  ReferenceFound = 'ReferenceFound',
  NameFound = 'NameFound',
  Counterparty = 'Counterparty',
}
registerEnumType(SuggestionReasonKind, {
  name: 'SuggestionReasonKind',
  description: 'Why a candidate scored points.',
  valuesConfig: {
    ExactAmount: { description: 'The amounts are equal (50 points).' },
    AmountWithinTolerance: { description: 'The amounts differ by at most 1 % (25 points) or 5 % (10 points).' },
    DateDistance: { description: 'The dates are close: 20 points on the same day, 3 fewer per day apart, none from 7 days.' },
    ReferenceFound: { description: 'A reference text of the candidate appears in the line (30 points).' },
    NameFound: { description: 'A name word (3+ letters) of the candidate appears in the line (8 points each, at most 24).' },
    Counterparty: { description: "The line's counterparty names the candidate's (15 points)." },
  },
});

export interface SuggestionReason {
  kind: SuggestionReasonKind;
  points: number;
  detail: string;
}

export interface ScoredCandidate extends MatchCandidate {
  matchType: string;
  score: number;
  reasons: SuggestionReason[];
  dayDistance: number | null;
}

export const MAX_SUGGESTIONS = 10;

export function normalizeForSearch(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKC')
    .replace(/[\u064b-\u065f\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function daysBetween(a: string, b: string): number {
  return Math.round(Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000);
}

export function amountReasons(lineAmount: number, candidateAmount: number): SuggestionReason[] | null {
  if (Math.sign(lineAmount) !== Math.sign(candidateAmount)) return null;
  const difference = Math.abs(lineAmount - candidateAmount);
  if (difference === 0) return [{ kind: SuggestionReasonKind.ExactAmount, points: 50, detail: `amount ${candidateAmount} equals the line` }];
  const base = Math.abs(candidateAmount);
  if (difference * 100 <= base)
    return [{ kind: SuggestionReasonKind.AmountWithinTolerance, points: 25, detail: `amount differs by ${difference} (within 1 %)` }];
  if (difference * 20 <= base)
    return [{ kind: SuggestionReasonKind.AmountWithinTolerance, points: 10, detail: `amount differs by ${difference} (within 5 %)` }];
  return [];
}

export function dateReason(lineDate: string, candidateDate: string | null): SuggestionReason | null {
  if (!candidateDate) return null;
  const days = daysBetween(lineDate, candidateDate);
  const points = Math.max(0, 20 - 3 * days);
  if (points === 0) return null;
  return { kind: SuggestionReasonKind.DateDistance, points, detail: days === 0 ? 'same day' : `${days} day${days === 1 ? '' : 's'} apart` };
}

export function textReasons(line: StatementLineView, candidate: MatchCandidate): SuggestionReason[] {
  const haystack = ` ${normalizeForSearch([line.description, line.reference, line.counterparty].join(' '))} `;
  const reasons: SuggestionReason[] = [];
  let namePoints = 0;
  const seen = new Set<string>();
  for (const text of candidate.texts) {
    const needle = normalizeForSearch(text);
    if (!needle) continue;
    if (/\d/.test(needle) && needle.length >= 4) {
      if (haystack.includes(` ${needle} `) || haystack.replace(/ /g, '').includes(needle.replace(/ /g, ''))) {
        reasons.push({ kind: SuggestionReasonKind.ReferenceFound, points: 30, detail: `"${text}" found in the line` });
      }
      continue;
    }
    for (const token of needle.split(' ')) {
      if (token.length < 3 || seen.has(token) || namePoints >= 24) continue;
      seen.add(token);
      if (haystack.includes(` ${token} `)) {
        namePoints += 8;
        reasons.push({ kind: SuggestionReasonKind.NameFound, points: 8, detail: `"${token}" found in the line` });
      }
    }
  }
  const counterparty = normalizeForSearch(line.counterparty);
  const theirs = normalizeForSearch(candidate.counterparty);
  if (counterparty && theirs && (counterparty.includes(theirs) || theirs.includes(counterparty))) {
    reasons.push({ kind: SuggestionReasonKind.Counterparty, points: 15, detail: `counterparty matches "${candidate.counterparty}"` });
  }
  return reasons;
}

/** The candidate's score and reasons, or null when it should not be suggested. */
export function scoreCandidate(line: StatementLineView, matchType: string, candidate: MatchCandidate): ScoredCandidate | null {
  const amount = amountReasons(line.amount, candidate.amount);
  if (amount === null) return null;
  const texts = textReasons(line, candidate);
  if (amount.length === 0 && texts.length === 0) return null;
  const date = dateReason(line.date, candidate.date);
  const reasons = [...amount, ...(date ? [date] : []), ...texts];
  return {
    ...candidate,
    matchType,
    reasons,
    score: reasons.reduce((sum, reason) => sum + reason.points, 0),
    dayDistance: candidate.date ? daysBetween(line.date, candidate.date) : null,
  };
}

/** Best first, at most MAX_SUGGESTIONS, deterministic for the same input. */
export function rankCandidates(scored: ScoredCandidate[]): ScoredCandidate[] {
  return [...scored]
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.dayDistance ?? Number.MAX_SAFE_INTEGER) - (b.dayDistance ?? Number.MAX_SAFE_INTEGER) ||
        (a.matchType < b.matchType ? -1 : a.matchType > b.matchType ? 1 : 0) ||
        (a.matchedRef < b.matchedRef ? -1 : a.matchedRef > b.matchedRef ? 1 : 0),
    )
    .slice(0, MAX_SUGGESTIONS);
}
