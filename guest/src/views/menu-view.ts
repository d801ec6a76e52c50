import { h } from '../dom';
import { pick, t } from '../i18n';
import type { Store } from '../store';
import type { Category, Product, Promotion } from '../types';
import { alertBox, allowedImage, amount, viewHeading } from './common';

function productCard(product: Product): HTMLElement {
  const name = pick(product.name, product.nameAr);
  const description = pick(product.description ?? '', product.descriptionAr);
  return h(
    'li',
    { class: 'product', 'data-product-id': product.id },
    allowedImage(product.imageUrl)
      ? h('img', { class: 'product-image', src: allowedImage(product.imageUrl), alt: '', loading: 'lazy', width: 72, height: 72 })
      : null,
    h(
      'div',
      { class: 'product-text' },
      h('h4', { class: 'product-name' }, name),
      description ? h('p', { class: 'muted product-description' }, description) : null,
      amount(product.shelfPrice, { class: 'money price' }),
    ),
    h(
      'button',
      {
        type: 'button',
        class: 'button add',
        'aria-label': t().addNamed(name),
        'data-focus-key': `add-${product.id}`,
        onclick: () => (location.hash = `#product/${encodeURIComponent(product.id)}`),
      },
      t().add,
    ),
  );
}

function categorySection(category: Category): HTMLElement {
  const headingId = `category-${category.id}`;
  return h(
    'section',
    { class: 'category', 'aria-labelledby': headingId },
    h('h3', { id: headingId, class: 'category-name', tabindex: -1 }, pick(category.name, category.nameAr)),
    h('ul', { class: 'products' }, category.products.map(productCard)),
  );
}

function promotionLine(promotion: Promotion): HTMLElement {
  return h(
    'li',
    { class: 'promotion' },
    h('strong', {}, pick(promotion.name, promotion.nameAr)),
    promotion.discountPercent ? `${t().partSeparator}${t().promoLine(promotion.discountPercent)}` : null,
    promotion.minOrderValue ? h('span', {}, `${t().partSeparator}${t().promoMin} `, amount(promotion.minOrderValue)) : null,
  );
}

/** The menu by category, in the catalogue's order; only what the branch sells on this channel. */
export function menuView(store: Store): HTMLElement {
  const menu = store.menu!;
  const categories = menu.categories.filter((category) => category.products.length > 0);
  const cartCount = store.cart.count();
  return h(
    'section',
    { class: 'view menu-view' },
    viewHeading(pick(menu.branch.name, menu.branch.nameAr)),
    menu.branch.open ? null : alertBox(t().closed),
    menu.promotions.length ? h('section', { class: 'promotions', 'aria-label': t().promotions }, h('ul', {}, menu.promotions.map(promotionLine))) : null,
    categories.length > 1
      ? h(
          'nav',
          { class: 'category-nav', 'aria-label': t().categories },
          h(
            'ul',
            {},
            categories.map((category) =>
              h(
                'li',
                {},
                h('button', { type: 'button', class: 'chip', onclick: () => jumpTo(`category-${category.id}`) }, pick(category.name, category.nameAr)),
              ),
            ),
          ),
        )
      : null,
    categories.map(categorySection),
    cartCount > 0
      ? h('div', { class: 'cart-bar' }, h('a', { class: 'button primary wide', href: '#cart', 'data-focus-key': 'view-cart' }, t().viewCart(cartCount)))
      : null,
    h('span', { class: 'sr-only', role: 'status' }, cartCount > 0 ? t().viewCart(cartCount) : ''),
  );
}

/** Category links scroll instead of changing the address: the hash is the page's route. */
function jumpTo(headingId: string): void {
  const heading = document.getElementById(headingId);
  heading?.scrollIntoView({ block: 'start' });
  heading?.focus({ preventScroll: true });
}
