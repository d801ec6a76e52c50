/**
 * Reorder suggestions (pure; unit tested): an item below its par level at a branch is suggested
 * for ordering. The quantity is its reorder quantity when one is set, otherwise what brings it
 * back to par; never less than what brings it back to par.
 */
export function suggestedOrderMilli(onHandMilli: number, parMilli: number, reorderMilli: number | null): number {
  if (onHandMilli >= parMilli) return 0;
  const toPar = parMilli - onHandMilli;
  return Math.max(toPar, reorderMilli ?? 0);
}
