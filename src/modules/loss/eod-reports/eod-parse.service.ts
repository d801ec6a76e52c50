import { invalidField } from '../../../core/errors/app-error';
import { EodReportSource } from './eod-report.rules';
import { EodParseResult } from './eod-parse.types';
import { parseEodText } from './parser/parse-eod-text';

/** Reads pasted report text into a create-body candidate; unreadable text is 422 on `text`. Saves nothing. */
export function parseEodReportText(text: string): EodParseResult {
  const outcome = parseEodText(text);
  if (!outcome.ok) throw invalidField('text', outcome.problem);
  const { result } = outcome;
  return Object.assign(new EodParseResult(), { ...result, candidate: { ...result.candidate, source: EodReportSource.Parsed } });
}
