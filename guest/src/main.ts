import './styles.css';
import { ApiError } from './api';
import { initialLang, lang, pick, setLang, t } from './i18n';
import { Store } from './store';
import { cartView } from './views/cart-view';
import { loadingView, messageView } from './views/message-view';
import { menuView } from './views/menu-view';
import { forgetDraft, productView } from './views/product-view';
import { showPlacedOrder, statusView, stopTracking } from './views/status-view';

type Route = { kind: 'menu' } | { kind: 'cart' } | { kind: 'product'; id: string } | { kind: 'order'; id: string };

/** The page's place lives in the hash, so the phone's back button walks back through it. */
function currentRoute(): Route {
  const hash = decodeURIComponent(location.hash.replace(/^#/, ''));
  if (hash === 'cart') return { kind: 'cart' };
  const [kind, id] = hash.split('/');
  if (kind === 'product' && id) return { kind: 'product', id };
  if (kind === 'order' && id) return { kind: 'order', id };
  return { kind: 'menu' };
}

/** `/order/{qrToken}`: the token is the last path segment. */
function tokenFromPath(): string {
  const segments = location.pathname.split('/').filter(Boolean);
  return segments.length >= 2 && segments[0] === 'order' ? decodeURIComponent(segments[1]) : '';
}

const main = document.getElementById('app') as HTMLElement;
const langButton = document.getElementById('lang-switch') as HTMLButtonElement;
const topTitle = document.getElementById('top-title') as HTMLElement;
let lastRouteKey = '';

function routeView(store: Store, route: Route): HTMLElement {
  if (route.kind === 'order') return statusView(store, route.id, render);
  if (!store.menu) return store.menuError ? messageView(store.menuError, () => void start(store)) : loadingView();
  if (route.kind === 'product') return productView(store, route.id, render);
  if (route.kind === 'cart') {
    return cartView(store, (order) => {
      showPlacedOrder(order);
      location.hash = `#order/${encodeURIComponent(order.id)}`;
    });
  }
  return menuView(store);
}

function render(): void {
  const route = currentRoute();
  if (route.kind !== 'order') stopTracking();
  if (route.kind !== 'product') forgetDraft();
  const routeKey = `${route.kind}:${'id' in route ? route.id : ''}`;
  const focusKey = document.activeElement?.getAttribute('data-focus-key') ?? null;
  // Opening the cart prices it again: the menu may have changed since the last quote.
  if (route.kind === 'cart' && routeKey !== lastRouteKey && store.menu && store.cart.count() > 0) store.requestQuote();
  const view = routeView(store, route);
  main.replaceChildren(view);
  langButton.textContent = t().switchTo;
  langButton.lang = lang() === 'ar' ? 'en' : 'ar';
  if (store.menu) {
    document.title = pick(store.menu.branch.name, store.menu.branch.nameAr);
    topTitle.textContent = `${t().table}: ${store.menu.table.name}`;
  }
  if (routeKey !== lastRouteKey) {
    // A new view: its heading takes focus so keyboards and screen readers start from the top.
    if (lastRouteKey) view.querySelector<HTMLElement>('[data-view-heading]')?.focus();
    window.scrollTo(0, 0);
  } else if (focusKey) {
    view.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(focusKey)}"]`)?.focus();
  }
  lastRouteKey = routeKey;
}

async function start(target: Store): Promise<void> {
  target.menuError = null;
  render();
  await target.loadMenu();
  if (target.menu && target.cart.count() > 0) target.requestQuote();
  render();
}

setLang(initialLang());
const qrToken = tokenFromPath();
const store = new Store(qrToken, render);
langButton.addEventListener('click', () => {
  setLang(lang() === 'ar' ? 'en' : 'ar');
  render();
});
window.addEventListener('hashchange', render);
if (!qrToken) {
  store.menuError = new ApiError(404, 'no table code');
  render();
} else {
  void start(store);
}
