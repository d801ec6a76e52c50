type Attrs = Record<string, string | number | boolean | null | undefined | ((event: Event) => void)>;
type Child = Node | string | null | undefined | false;

/**
 * A tiny element builder. Text always goes in as text nodes (never HTML), so names from the
 * catalogue cannot inject markup; `on*` attributes become listeners, never inline handlers
 * (the page's CSP forbids those anyway).
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Array<Child | Child[]>): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') {
      element.addEventListener(name.slice(2).toLowerCase(), value);
    } else if (value === true) {
      element.setAttribute(name, '');
    } else {
      element.setAttribute(name, String(value));
    }
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

let sequence = 0;

/** A unique id for label/aria wiring. */
export function uid(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}`;
}
