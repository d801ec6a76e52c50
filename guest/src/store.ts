import { ApiError, GuestApi } from './api';
import { Cart } from './cart';
import { OrderSubmission } from './submission';
import type { CartQuote, GuestOrder, ModifierOption, Product, SelfOrderMenu } from './types';

export type QuoteState =
  | { kind: 'idle' }
  | { kind: 'loading'; forItems: string }
  | { kind: 'ready'; forItems: string; quote: CartQuote }
  | { kind: 'failed'; forItems: string; error: ApiError };

/** `counter` = pay at the counter; otherwise a payment method's id. */
export type PaymentChoice = string | null;

export const PAY_AT_COUNTER = 'counter';

const REMEMBERED_ORDERS = 10;

/**
 * The page's state for one table: the menu, the cart, the server's quote for the cart as it is
 * now, and the orders placed from this device. Views read it and call its methods; it tells the
 * page when to draw again.
 */
export class Store {
  readonly api: GuestApi;
  readonly cart: Cart;
  readonly submission: OrderSubmission;
  menu: SelfOrderMenu | null = null;
  menuError: ApiError | null = null;
  quote: QuoteState = { kind: 'idle' };
  payment: PaymentChoice = null;
  /** The guest's note on the whole order, sent with it. */
  orderNote = '';
  placeError: ApiError | null = null;
  private quoteSequence = 0;
  private quoteAbort: AbortController | null = null;
  private readonly products = new Map<string, Product>();
  private readonly options = new Map<string, ModifierOption>();

  constructor(
    readonly qrToken: string,
    readonly redrawNow: () => void,
  ) {
    this.api = new GuestApi(qrToken);
    this.cart = new Cart(`guest.cart.${qrToken}`);
    this.submission = new OrderSubmission(this.api, `guest.pending-order.${qrToken}`);
    this.cart.onChange(() => {
      this.placeError = null;
      this.requestQuote();
      this.redrawNow();
    });
  }

  async loadMenu(): Promise<void> {
    this.menuError = null;
    try {
      this.menu = await this.api.menu();
      this.index(this.menu);
      this.dropUnknownLines();
    } catch (error) {
      this.menu = null;
      this.menuError = error instanceof ApiError ? error : new ApiError(0, String(error));
    }
  }

  product(id: string): Product | undefined {
    return this.products.get(id);
  }

  option(id: string): ModifierOption | undefined {
    return this.options.get(id);
  }

  itemsKey(): string {
    return JSON.stringify(this.cart.items());
  }

  /** The quote, only when it prices the cart exactly as it is now. */
  currentQuote(): CartQuote | null {
    return this.quote.kind === 'ready' && this.quote.forItems === this.itemsKey() ? this.quote.quote : null;
  }

  /** Asks the server to price the cart; an answer for an older cart is dropped. */
  requestQuote(): void {
    this.quoteAbort?.abort();
    const items = this.cart.items();
    if (items.length === 0) {
      this.quote = { kind: 'idle' };
      return;
    }
    const forItems = JSON.stringify(items);
    const sequence = ++this.quoteSequence;
    const abort = new AbortController();
    this.quoteAbort = abort;
    this.quote = { kind: 'loading', forItems };
    this.api.quote(items, abort.signal).then(
      (quote) => {
        if (sequence !== this.quoteSequence) return;
        this.quote = { kind: 'ready', forItems, quote };
        this.redrawNow();
      },
      (error: unknown) => {
        if (sequence !== this.quoteSequence || (error as Error).name === 'AbortError') return;
        this.quote = { kind: 'failed', forItems, error: error instanceof ApiError ? error : new ApiError(0, String(error)) };
        this.redrawNow();
      },
    );
  }

  /** What a new order sends: the payment covers the quoted total, or nothing when paid at the counter. */
  orderBody(quote: CartQuote): string {
    const payments = this.payment && this.payment !== PAY_AT_COUNTER ? [{ methodId: this.payment, amountIqd: quote.total }] : [];
    const note = this.orderNote.trim();
    return JSON.stringify({ items: this.cart.orderItems(), payments, ...(note ? { note } : {}) });
  }

  async placeOrder(): Promise<GuestOrder | null> {
    const quote = this.currentQuote();
    if (!quote || !this.payment || this.submission.inFlight()) return null;
    this.placeError = null;
    try {
      const order = await this.submission.submit(this.orderBody(quote));
      if (order.orderToken) this.rememberOrder(order.id, order.orderToken);
      this.cart.clear();
      this.payment = null;
      this.orderNote = '';
      return order;
    } catch (error) {
      this.placeError = error instanceof ApiError ? error : new ApiError(0, String(error));
      // The server re-prices; a refused payment usually means the quote moved: price again.
      if (this.placeError.status === 422) this.requestQuote();
      return null;
    }
  }

  orderToken(orderId: string): string | null {
    return this.rememberedOrders()[orderId] ?? null;
  }

  private rememberOrder(orderId: string, token: string): void {
    const orders = { ...this.rememberedOrders(), [orderId]: token };
    const kept = Object.entries(orders).slice(-REMEMBERED_ORDERS);
    try {
      localStorage.setItem(`guest.orders.${this.qrToken}`, JSON.stringify(Object.fromEntries(kept)));
    } catch {
      /* the status page still works until the page is closed */
    }
    this.sessionOrders.set(orderId, token);
  }

  private readonly sessionOrders = new Map<string, string>();

  private rememberedOrders(): Record<string, string> {
    try {
      const saved = JSON.parse(localStorage.getItem(`guest.orders.${this.qrToken}`) ?? '{}') as Record<string, string>;
      return { ...saved, ...Object.fromEntries(this.sessionOrders) };
    } catch {
      return Object.fromEntries(this.sessionOrders);
    }
  }

  private index(menu: SelfOrderMenu): void {
    this.products.clear();
    this.options.clear();
    for (const category of menu.categories) {
      for (const product of category.products) {
        this.products.set(product.id, product);
        for (const group of product.modifierGroups) for (const option of group.options) this.options.set(option.id, option);
      }
    }
  }

  /** A saved cart may name a product the menu no longer offers. */
  private dropUnknownLines(): void {
    for (const line of this.cart.all()) {
      if (!this.products.has(line.productId)) this.cart.setQuantity(line.key, 0);
    }
  }
}
