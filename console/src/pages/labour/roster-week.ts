/** Calendar helpers of the roster pages (pure; the service decides the rules). Weeks start on Saturday (docs/labour.md). */

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The Saturday that starts the roster week of `date`. */
export function weekStartOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(date, -((weekday - 6 + 7) % 7));
}

export function weekDates(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
}

/** Today's date in the browser's zone, YYYY-MM-DD. */
export function todayLocal(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export interface ShiftLike {
  id: string;
  employeeId: string;
  employeeName?: string | null;
  startDate: string;
}

/** Rows of the week grid: each employee with shifts, by name, and their shifts by day. */
export function gridRows<T extends ShiftLike>(shifts: readonly T[], weekStart: string): Array<{ employeeId: string; name: string; days: T[][] }> {
  const dates = weekDates(weekStart);
  const rows = new Map<string, { employeeId: string; name: string; days: T[][] }>();
  for (const shift of shifts) {
    let row = rows.get(shift.employeeId);
    if (!row) {
      row = { employeeId: shift.employeeId, name: shift.employeeName ?? '', days: dates.map(() => []) };
      rows.set(shift.employeeId, row);
    }
    const day = dates.indexOf(shift.startDate);
    if (day >= 0) row.days[day].push(shift);
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name));
}
