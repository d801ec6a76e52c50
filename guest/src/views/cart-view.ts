import type { ApiError, FieldErrors } from '../api';
import type { CartLine } from '../cart';
import { MAX_LINE_NOTE, MAX_ORDER_NOTE, MAX_QUANTITY } from '../cart';
import { h, uid } from '../dom';
import { count, lang, pick, t } from '../i18n';
import { PAY_AT_COUNTER, type Store } from '../store';
import type { CartQuote, GuestOrder, SelfOrderMenu } from '../types';
import { alertBox, amount, errorText, viewHeading } from './common';

interface SortedErrors {
  byLine: Map<number, string[]>;
  payments: string[];
  general: string[];
}

/** The guest's own words for what the server refused on a line. */
function itemSentence(field: string): string {
  if (field === 'quantity') return t().itemQuantity;
  if (field === 'modifierOptionIds') return t().itemOptions;
  if (field === 'note') return t().itemNote;
  return t().itemUnavailable;
}

/** The server's detail (English) follows on the English page; the Arabic page keeps its sentence. */
function withDetail(sentence: string, messages: string[]): string {
  return lang() === 'en' && messages.length ? `${sentence} (${messages.join(' ')})` : sentence;
}

/** 422 fields keyed `items[i]...` go next to line i (the request sent the cart in its order). */
function sortErrors(error: ApiError | null): SortedErrors {
  const sorted: SortedErrors = { byLine: new Map(), payments: [], general: [] };
  if (!error) return sorted;
  if (error.status !== 422) {
    sorted.general.push(errorText(error));
    return sorted;
  }
  const fields: FieldErrors = error.fields;
  for (const [key, messages] of Object.entries(fields)) {
    const line = /^items\[(\d+)\]\.?([A-Za-z]*)/.exec(key);
    if (line) sorted.byLine.set(Number(line[1]), [...(sorted.byLine.get(Number(line[1])) ?? []), withDetail(itemSentence(line[2]), messages)]);
    else if (key.startsWith('payments')) sorted.payments.push(withDetail(t().pricesChanged, messages));
    else if (key === 'note') sorted.general.push(withDetail(t().orderNoteTooLong, messages));
    else sorted.general.push(...messages);
  }
  if (Object.keys(fields).length === 0) sorted.general.push(error.message || t().failed);
  return sorted;
}

function lineView(store: Store, line: CartLine, index: number, quote: CartQuote | null, errors: string[]): HTMLElement {
  const product = store.product(line.productId);
  const priced = quote?.lines.find((candidate) => candidate.index === index) ?? quote?.lines[index];
  const name = priced ? pick(priced.name, priced.nameAr) : product ? pick(product.name, product.nameAr) : line.productId;
  const optionNames = priced
    ? priced.modifiers.map((modifier) => pick(modifier.name, modifier.nameAr))
    : line.modifierOptionIds
        .map((id) => store.option(id))
        .filter((option) => option !== undefined)
        .map((option) => pick(option.name, option.nameAr));
  const errorId = uid('line-error');
  const noteId = uid('line-note');
  return h(
    'li',
    { class: errors.length ? 'cart-line invalid' : 'cart-line', 'data-line': index, 'aria-describedby': errors.length ? errorId : null },
    h('div', { class: 'line-head' }, h('span', { class: 'line-name' }, name), priced ? amount(priced.netAmount, { class: 'money line-total' }) : null),
    optionNames.length ? h('p', { class: 'muted line-options' }, optionNames.join(t().listSeparator)) : null,
    h(
      'div',
      { class: 'stepper' },
      h(
        'button',
        {
          type: 'button',
          class: 'button step',
          'aria-label': t().decrease(name),
          'data-focus-key': `minus-${line.key}`,
          onclick: () => store.cart.setQuantity(line.key, line.quantity - 1),
        },
        '−',
      ),
      h('span', { class: 'quantity', 'data-quantity': line.quantity }, h('span', { class: 'sr-only' }, `${t().quantity}: `), count(line.quantity)),
      h(
        'button',
        {
          type: 'button',
          class: 'button step',
          'aria-label': t().increase(name),
          disabled: line.quantity >= MAX_QUANTITY,
          'data-focus-key': `plus-${line.key}`,
          onclick: () => store.cart.setQuantity(line.key, line.quantity + 1),
        },
        '+',
      ),
      h(
        'button',
        { type: 'button', class: 'button link remove', 'data-focus-key': `remove-${line.key}`, onclick: () => store.cart.setQuantity(line.key, 0) },
        t().remove(name),
      ),
    ),
    h('label', { class: 'note-label', for: noteId }, t().lineNote(name)),
    h('input', {
      id: noteId,
      type: 'text',
      class: 'note-input',
      maxlength: MAX_LINE_NOTE,
      placeholder: t().lineNoteHint,
      value: line.note ?? '',
      'data-focus-key': `note-${line.key}`,
      'data-line-note': index,
      oninput: (event: Event) => store.cart.setNote(line.key, (event.currentTarget as HTMLInputElement).value),
    }),
    errors.length ? h('p', { id: errorId, class: 'field-error', role: 'alert', 'data-item-error': index }, errors.join(' ')) : null,
  );
}

function orderNoteView(store: Store): HTMLElement {
  const id = uid('order-note');
  return h(
    'div',
    { class: 'order-note' },
    h('label', { class: 'note-label', for: id }, t().orderNote),
    h(
      'textarea',
      {
        id,
        class: 'note-input',
        rows: 2,
        maxlength: MAX_ORDER_NOTE,
        'data-focus-key': 'order-note',
        'data-order-note': '',
        oninput: (event: Event) => (store.orderNote = (event.currentTarget as HTMLTextAreaElement).value),
      },
      store.orderNote,
    ),
  );
}

function totalsView(quote: CartQuote): HTMLElement {
  const row = (label: string, value: number, attrs: Record<string, string> = {}) =>
    h('div', { class: 'total-row', ...attrs }, h('dt', {}, label), h('dd', {}, amount(value)));
  return h(
    'dl',
    { class: 'totals', 'data-quote-total': quote.total },
    row(t().subtotal, quote.subtotal),
    quote.discount
      ? row(quote.promotion ? `${t().discount} (${pick(quote.promotion.name, quote.promotion.nameAr)})` : t().discount, -quote.discount, {
          'data-row': 'discount',
        })
      : null,
    quote.taxTotal ? row(t().taxes, quote.taxTotal) : null,
    row(t().total, quote.total, { 'data-row': 'total', class: 'total-row grand' }),
  );
}

function paymentView(store: Store, menu: SelfOrderMenu, errors: string[]): HTMLElement {
  const choices = menu.paymentMethods.map((method) => ({ value: method.id, label: pick(method.name, method.nameAr) || t().paymentKinds[method.kind] }));
  if (menu.payAtCounter) choices.push({ value: PAY_AT_COUNTER, label: t().payAtCounter });
  // A single way to pay is chosen for the guest.
  if (choices.length === 1 && !store.payment) store.payment = choices[0].value;
  const errorId = uid('payment-error');
  return h(
    'fieldset',
    { class: errors.length ? 'payment invalid' : 'payment', 'aria-describedby': errors.length ? errorId : null },
    h('legend', {}, t().payment),
    store.payment ? null : h('p', { class: 'muted rule' }, t().choosePayment),
    choices.map((choice) => {
      const id = uid('pay');
      return h(
        'div',
        { class: 'option' },
        h('input', {
          id,
          type: 'radio',
          name: 'payment',
          value: choice.value,
          checked: store.payment === choice.value,
          'data-focus-key': `pay-${choice.value}`,
          onchange: () => ((store.payment = choice.value), store.redrawNow()),
        }),
        h('label', { for: id }, choice.label),
      );
    }),
    errors.length ? h('p', { id: errorId, class: 'field-error', role: 'alert' }, errors.join(' ')) : null,
  );
}

/** The cart priced by the server, the way to pay, and the button that places the order. */
export function cartView(store: Store, onPlaced: (order: GuestOrder) => void): HTMLElement {
  const menu = store.menu!;
  const lines = store.cart.all();
  const quote = store.currentQuote();
  const quoteError = store.quote.kind === 'failed' && store.quote.forItems === store.itemsKey() ? store.quote.error : null;
  const errors = sortErrors(store.placeError ?? quoteError);
  const placing = store.submission.inFlight();
  const canPlace = Boolean(quote) && Boolean(store.payment) && menu.branch.open && !placing && !quoteError;
  const place = async (event: Event): Promise<void> => {
    const button = event.currentTarget as HTMLButtonElement;
    if (button.disabled || store.submission.inFlight()) return;
    // Disabled at once, before any await: a second tap in the same frame finds it off.
    button.disabled = true;
    const pending = store.placeOrder();
    store.redrawNow();
    const order = await pending;
    if (order) onPlaced(order);
    else store.redrawNow();
  };
  return h(
    'section',
    { class: 'view cart-view' },
    h('a', { class: 'back', href: '#', 'data-focus-key': 'back' }, t().back),
    viewHeading(t().cart),
    lines.length === 0
      ? h('p', { class: 'muted' }, t().emptyCart)
      : [
          h(
            'ul',
            { class: 'cart-lines' },
            lines.map((line, index) => lineView(store, line, index, quote, errors.byLine.get(index) ?? [])),
          ),
          errors.general.length ? alertBox(errors.general.join(' ')) : null,
          quote ? totalsView(quote) : quoteError ? null : h('p', { class: 'muted', role: 'status' }, t().pricing),
          menu.branch.open ? null : alertBox(t().closed),
          orderNoteView(store),
          paymentView(store, menu, errors.payments),
          h(
            'button',
            {
              type: 'button',
              class: 'button primary wide place',
              disabled: !canPlace,
              'aria-busy': placing ? 'true' : null,
              'data-focus-key': 'place',
              onclick: (event: Event) => void place(event),
            },
            placing ? t().placing : t().placeOrder,
          ),
        ],
  );
}
