import type { ApiError } from '../api';
import { h } from '../dom';
import { money, t } from '../i18n';

/** A server amount, formatted; the raw number stays on the element for tests and assistive tools. */
export function amount(value: number, attrs: Record<string, string> = {}): HTMLElement {
  return h('span', { class: 'money', 'data-iqd': value, ...attrs }, money(value));
}

/** The sentence a guest sees for a refused or failed call. */
export function errorText(error: ApiError, notFound = t().invalidToken): string {
  if (error.status === 404) return notFound;
  if (error.status === 429) return t().rateLimited;
  if (error.status === 0) return t().offline;
  return t().failed;
}

/** Every view starts with a heading that takes focus, so a screen reader announces the new view. */
export function viewHeading(text: string): HTMLHeadingElement {
  return h('h2', { class: 'view-title', tabindex: -1, 'data-view-heading': true }, text);
}

/**
 * Only images the page's policy lets in (this origin or data:): another host's picture would be
 * blocked anyway and leave a broken frame.
 */
export function allowedImage(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, location.href);
    return parsed.protocol === 'data:' || parsed.origin === location.origin ? parsed.href : null;
  } catch {
    return null;
  }
}

export function alertBox(text: string, attrs: Record<string, string> = {}): HTMLElement {
  return h('p', { class: 'alert', role: 'alert', ...attrs }, text);
}
