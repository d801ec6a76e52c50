/**
 * The required fields a form left empty (null, blank text or an unfilled number), each with the
 * message to show beside it. Forms check these before sending, so an empty select never reaches
 * the service as an empty id and a blank number never as null.
 */
export function missingRequired(values: Record<string, unknown>, message: string): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (typeof value === 'number' && Number.isNaN(value)))
      missing[field] = message;
  }
  return missing;
}
