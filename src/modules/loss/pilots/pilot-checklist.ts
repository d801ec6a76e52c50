import type { FieldErrors } from '../../../core/errors/app-error';

/**
 * The checklist of a pilot: an ordered list of at most MAX_CHECKLIST_ITEMS items, each with a
 * unique key. `doneAt`/`doneBy` belong to the server: they are set when an item turns done (the
 * caller's user id and the clock), kept while it stays done and cleared when it is un-ticked.
 */
export const MAX_CHECKLIST_ITEMS = 50;
export const MAX_LABEL_LENGTH = 120;
export const MAX_ITEM_NOTE_LENGTH = 500;
export const CHECKLIST_KEY = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export interface ChecklistItemValue {
  key: string;
  label: string;
  labelAr: string | null;
  done: boolean;
  /** ISO 8601 instant. */
  doneAt: string | null;
  doneBy: string | null;
  note: string | null;
}

export interface ChecklistValue {
  items: ChecklistItemValue[];
}

export interface ChecklistItemRequest {
  key: string;
  label: string;
  labelAr?: string | null;
  done?: boolean | null;
  note?: string | null;
}

export function emptyChecklist(): ChecklistValue {
  return { items: [] };
}

/** Field errors of a requested checklist, named by item path (`checklist.items[2].key`). */
export function checklistErrors(items: readonly ChecklistItemRequest[], field = 'checklist'): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => void (errors[path] = [...(errors[path] ?? []), message]);
  if (items.length > MAX_CHECKLIST_ITEMS) add(`${field}.items`, `must have at most ${MAX_CHECKLIST_ITEMS} items`);
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const at = `${field}.items[${index}]`;
    const key = (item.key ?? '').trim();
    if (!CHECKLIST_KEY.test(key)) add(`${at}.key`, 'must be 1-40 characters: lower-case letters, digits, "-" or "_", starting with a letter or digit');
    else if (seen.has(key)) add(`${at}.key`, `repeats the key of item ${seen.get(key)}`);
    else seen.set(key, index);
    const label = (item.label ?? '').trim();
    if (!label) add(`${at}.label`, 'is required');
    else if (label.length > MAX_LABEL_LENGTH) add(`${at}.label`, `must be at most ${MAX_LABEL_LENGTH} characters`);
    if ((item.labelAr ?? '').trim().length > MAX_LABEL_LENGTH) add(`${at}.labelAr`, `must be at most ${MAX_LABEL_LENGTH} characters`);
    if ((item.note ?? '').trim().length > MAX_ITEM_NOTE_LENGTH) add(`${at}.note`, `must be at most ${MAX_ITEM_NOTE_LENGTH} characters`);
  });
  return errors;
}

export interface ChecklistChange {
  ticked: string[];
  unticked: string[];
  added: string[];
  removed: string[];
  edited: string[];
}

/**
 * The next checklist from a (valid) request and the current one: who ticked what is carried over
 * for items that stay done, stamped for items that turn done, cleared for items that turn undone.
 */
export function applyChecklist(
  current: ChecklistValue,
  requested: readonly ChecklistItemRequest[],
  actor: { userId: string | null; now: Date },
): { next: ChecklistValue; change: ChecklistChange } {
  const before = new Map(current.items.map((item) => [item.key, item]));
  const change: ChecklistChange = { ticked: [], unticked: [], added: [], removed: [], edited: [] };
  const items = requested.map((request): ChecklistItemValue => {
    const key = request.key.trim();
    const previous = before.get(key);
    const done = request.done === true;
    const item: ChecklistItemValue = {
      key,
      label: request.label.trim(),
      labelAr: request.labelAr?.trim() || null,
      done,
      doneAt: null,
      doneBy: null,
      note: request.note?.trim() || null,
    };
    if (done && previous?.done) {
      item.doneAt = previous.doneAt;
      item.doneBy = previous.doneBy;
    } else if (done) {
      item.doneAt = actor.now.toISOString();
      item.doneBy = actor.userId;
      change.ticked.push(key);
    } else if (previous?.done) {
      change.unticked.push(key);
    }
    if (!previous) change.added.push(key);
    else if (previous.label !== item.label || previous.labelAr !== item.labelAr || previous.note !== item.note) change.edited.push(key);
    return item;
  });
  const keys = new Set(items.map((item) => item.key));
  for (const item of current.items) if (!keys.has(item.key)) change.removed.push(item.key);
  const orderChanged =
    current.items
      .filter((item) => keys.has(item.key))
      .map((item) => item.key)
      .join('\u0000') !==
    items
      .filter((item) => before.has(item.key))
      .map((item) => item.key)
      .join('\u0000');
  if (orderChanged) change.edited.push(...items.filter((item) => before.has(item.key) && !change.edited.includes(item.key)).map((item) => item.key));
  return { next: { items }, change };
}

export function checklistChanged(change: ChecklistChange): boolean {
  return Object.values(change).some((keys) => keys.length > 0);
}

/** Progress: done items of all items. */
export function checklistProgress(checklist: ChecklistValue): { done: number; total: number } {
  return { done: checklist.items.filter((item) => item.done).length, total: checklist.items.length };
}
