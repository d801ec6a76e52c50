import type { CartItemBody } from './types';

export interface CartLine {
  /** Same product with the same options is one line; its key identifies it in the page. */
  key: string;
  productId: string;
  quantity: number;
  modifierOptionIds: string[];
}

export const MAX_QUANTITY = 99;

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

  clear(): void {
    this.lines = [];
    this.changed();
  }

  /** The request's `items`, in the cart's order: a 422 on `items[i]` points at line i. */
  items(): CartItemBody[] {
    return this.lines.map((line) => ({ productId: line.productId, quantity: line.quantity, modifierOptionIds: [...line.modifierOptionIds] }));
  }

  private changed(): void {
    try {
      sessionStorage.setItem(this.storageKey, JSON.stringify(this.lines));
    } catch {
      /* storage full or disabled: the cart still works for this page */
    }
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
