import { h, uid } from '../dom';
import { count, money, pick, t } from '../i18n';
import { MAX_QUANTITY } from '../cart';
import type { Store } from '../store';
import type { ModifierGroup, Product } from '../types';
import { allowedImage, amount, viewHeading } from './common';

interface Draft {
  productId: string;
  chosen: Set<string>;
  quantity: number;
  /** Groups whose minimum was not met when the guest tried to add. */
  shortGroups: Set<string>;
}

/* The choices survive redraws (a quote answer arriving, a language switch) while the view is open. */
let draft: Draft | null = null;

function draftFor(productId: string): Draft {
  if (draft?.productId !== productId) draft = { productId, chosen: new Set(), quantity: 1, shortGroups: new Set() };
  return draft;
}

function ruleText(group: ModifierGroup): string {
  if (group.minChoices === group.maxChoices) return t().chooseExactly(group.minChoices);
  if (group.minChoices === 0) return t().chooseUpTo(group.maxChoices);
  if (group.maxChoices >= group.options.length) return t().chooseAtLeast(group.minChoices);
  return t().chooseBetween(group.minChoices, group.maxChoices);
}

function chosenIn(group: ModifierGroup, state: Draft): number {
  return group.options.filter((option) => state.chosen.has(option.id)).length;
}

function groupFieldset(group: ModifierGroup, state: Draft, redraw: () => void): HTMLElement {
  const single = group.minChoices === 1 && group.maxChoices === 1;
  const full = chosenIn(group, state) >= group.maxChoices;
  const hintId = uid('rule');
  const errorId = uid('error');
  const short = state.shortGroups.has(group.id);
  const groupName = pick(group.name, group.nameAr);
  return h(
    'fieldset',
    { class: short ? 'modifier-group invalid' : 'modifier-group', 'data-group-id': group.id, 'aria-describedby': short ? `${hintId} ${errorId}` : hintId },
    h('legend', {}, groupName),
    h('p', { id: hintId, class: 'muted rule' }, ruleText(group)),
    group.options.map((option) => {
      const id = uid('option');
      const checked = state.chosen.has(option.id);
      const input = h('input', {
        id,
        type: single ? 'radio' : 'checkbox',
        name: `group-${group.id}`,
        value: option.id,
        checked,
        disabled: !single && !checked && full,
        'data-focus-key': `option-${option.id}`,
        onchange: (event: Event) => {
          const target = event.target as HTMLInputElement;
          if (single) for (const other of group.options) state.chosen.delete(other.id);
          if (target.checked) state.chosen.add(option.id);
          else state.chosen.delete(option.id);
          if (chosenIn(group, state) >= group.minChoices) state.shortGroups.delete(group.id);
          redraw();
        },
      });
      return h(
        'div',
        { class: 'option' },
        input,
        h(
          'label',
          { for: id },
          pick(option.name, option.nameAr),
          option.priceDelta ? h('span', { class: 'muted delta', 'data-iqd': option.priceDelta }, ` +${money(option.priceDelta)}`) : null,
        ),
      );
    }),
    short ? h('p', { id: errorId, class: 'field-error', role: 'alert' }, t().tooFewChoices(groupName, group.minChoices)) : null,
  );
}

function addToCart(store: Store, product: Product, state: Draft): void {
  state.shortGroups = new Set(product.modifierGroups.filter((group) => chosenIn(group, state) < group.minChoices).map((group) => group.id));
  if (state.shortGroups.size > 0) return;
  // Options in the catalogue's order, so the same choice always makes the same cart line.
  const optionIds = product.modifierGroups.flatMap((group) => group.options.filter((option) => state.chosen.has(option.id)).map((option) => option.id));
  store.cart.add(product.id, optionIds, state.quantity);
  draft = null;
  location.hash = '';
}

/** One product: its modifier groups (min/max choices enforced as the guest picks) and a quantity. */
export function productView(store: Store, productId: string, redraw: () => void): HTMLElement {
  const product = store.product(productId);
  if (!product) {
    location.hash = '';
    return h('section', { class: 'view' });
  }
  const state = draftFor(productId);
  const name = pick(product.name, product.nameAr);
  const quantityId = uid('quantity');
  const add = (): void => {
    addToCart(store, product, state);
    if (state.shortGroups.size > 0) {
      redraw();
      document.querySelector<HTMLElement>('fieldset.invalid input:not([disabled])')?.focus();
    }
  };
  return h(
    'section',
    { class: 'view product-view', 'data-product-id': product.id },
    h('a', { class: 'back', href: '#', 'data-focus-key': 'back' }, t().back),
    viewHeading(name),
    allowedImage(product.imageUrl) ? h('img', { class: 'hero', src: allowedImage(product.imageUrl), alt: '' }) : null,
    product.description || product.descriptionAr ? h('p', { class: 'muted' }, pick(product.description ?? '', product.descriptionAr)) : null,
    amount(product.shelfPrice, { class: 'money price' }),
    h(
      'form',
      { class: 'product-form', novalidate: true, onsubmit: (event: Event) => (event.preventDefault(), add()) },
      product.modifierGroups.map((group) => groupFieldset(group, state, redraw)),
      h(
        'div',
        { class: 'stepper' },
        h('label', { for: quantityId }, t().quantity),
        h(
          'button',
          {
            type: 'button',
            class: 'button step',
            'aria-label': t().decrease(name),
            disabled: state.quantity <= 1,
            'data-focus-key': 'qty-minus',
            onclick: () => ((state.quantity = Math.max(1, state.quantity - 1)), redraw()),
          },
          '−',
        ),
        h('output', { id: quantityId, class: 'quantity', 'aria-live': 'polite', 'data-quantity': state.quantity }, count(state.quantity)),
        h(
          'button',
          {
            type: 'button',
            class: 'button step',
            'aria-label': t().increase(name),
            disabled: state.quantity >= MAX_QUANTITY,
            'data-focus-key': 'qty-plus',
            onclick: () => ((state.quantity = Math.min(MAX_QUANTITY, state.quantity + 1)), redraw()),
          },
          '+',
        ),
      ),
      h('button', { type: 'submit', class: 'button primary wide', 'data-focus-key': 'add-to-cart' }, t().addToCart),
    ),
  );
}

/** Leaving the product view forgets its unfinished choices. */
export function forgetDraft(): void {
  draft = null;
}
