import type { CartItemBody } from './types';

export interface CartLine {
  /** Same product with the same options is one line; its key identifies it in the page. */
  key: string;
  productId: string;
  quantity: number;
  modifierOptionIds: string[];
  note?: string;
}

export const MAX_QUANTITY = 99;
/** The service's limits on notes (docs/orders.md). */
export const MAX_LINE_NOTE = 200;
export const MAX_ORDER_NOTE = 500;

/**
 * What the guest picked, kept in sessionStorage so a reload (or a lost answer followed by a retry)
 * sends exactly the same items. Prices are never kept here: they come from the server's quote.
 */
export class Cart {
  private lines: CartLine[];
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storageKey: string) {
    this.lines = this.load();
  }

  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  all(): readonly CartLine[] {
    return this.lines;
  }

  count(): number {
    return this.lines.reduce((sum, line) => sum + line.quantity, 0);
  }

  add(productId: string, modifierOptionIds: string[], quantity: number): void {
    const key = `${productId}:${modifierOptionIds.join(',')}`;
    const existing = this.lines.find((line) => line.key === key);
    if (existing) existing.quantity = Math.min(MAX_QUANTITY, existing.quantity + quantity);
    else this.lines.push({ key, productId, quantity: Math.min(MAX_QUANTITY, quantity), modifierOptionIds });
    this.changed();
  }

  setQuantity(key: string, quantity: number): void {
    const line = this.lines.find((candidate) => candidate.key === key);
    if (!line) return;
    if (quantity <= 0) this.lines = this.lines.filter((candidate) => candidate !== line);
    else line.quantity = Math.min(MAX_QUANTITY, quantity);
    this.changed();
  }

  /**
   * Typed text is kept without telling the listeners: a note changes no price (no new quote) and a
   * redraw per key would only move the caret.
   */
  setNote(key: string, note: string): void {
    const line = this.lines.find((candidate) => candidate.key === key);
    if (!line) return;
    line.note = note;
    this.save();
  }

  clear(): void {
    this.lines = [];
    this.changed();
  }

  /** The request's `items`, in the cart's order: a 422 on `items[i]` points at line i. */
  items(): CartItemBody[] {
    return this.lines.map((line) => ({ productId: line.productId, quantity: line.quantity, modifierOptionIds: [...line.modifierOptionIds] }));
  }

  /** The order's `items`: as items(), with each line's note when it has one. */
  orderItems(): CartItemBody[] {
    return this.items().map((item, index) => {
      const note = this.lines[index].note?.trim();
      return note ? { ...item, note } : item;
    });
  }

  private save(): void {
    try {
      sessionStorage.setItem(this.storageKey, JSON.stringify(this.lines));
    } catch {
      /* storage full or disabled: the cart still works for this page */
    }
  }

  private changed(): void {
    this.save();
    for (const listener of this.listeners) listener();
  }

  private load(): CartLine[] {
    try {
      const saved = JSON.parse(sessionStorage.getItem(this.storageKey) ?? '[]') as unknown;
      if (!Array.isArray(saved)) return [];
      return saved.filter(
        (line): line is CartLine =>
          typeof line?.key === 'string' &&
          typeof line.productId === 'string' &&
          Number.isInteger(line.quantity) &&
          line.quantity > 0 &&
          Array.isArray(line.modifierOptionIds),
      );
    } catch {
      return [];
    }
  }
}
