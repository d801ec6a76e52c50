/** Minutes after which a ticket's timer turns amber, then red; each kitchen screen keeps its own. */
export interface KitchenThresholds {
  amber: number;
  red: number;
}

const KEY = 'console.kitchenThresholds';
export const DEFAULT_THRESHOLDS: KitchenThresholds = { amber: 8, red: 15 };

export function loadThresholds(): KitchenThresholds {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<KitchenThresholds> | null;
    const amber = Number(stored?.amber);
    const red = Number(stored?.red);
    if (amber > 0 && red > amber) return { amber, red };
  } catch {
    // A damaged value falls back to the defaults.
  }
  return DEFAULT_THRESHOLDS;
}

export function saveThresholds(thresholds: KitchenThresholds): void {
  localStorage.setItem(KEY, JSON.stringify(thresholds));
}

export type TimerLevel = 'ok' | 'amber' | 'red';

export function timerLevel(elapsedSeconds: number, thresholds: KitchenThresholds): TimerLevel {
  if (elapsedSeconds >= thresholds.red * 60) return 'red';
  if (elapsedSeconds >= thresholds.amber * 60) return 'amber';
  return 'ok';
}

/** m:ss (or h:mm:ss) of a ticket's age. */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
