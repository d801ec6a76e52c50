import type { ApiError } from '../api';
import { h } from '../dom';
import { t } from '../i18n';
import { errorText, viewHeading } from './common';

/** A page-wide refusal (invalid code, rate limit, no connection), with a retry where it can help. */
export function messageView(error: ApiError, retry: () => void): HTMLElement {
  const text = errorText(error);
  return h(
    'section',
    { class: 'view message-view', 'data-error-status': error.status },
    viewHeading(text),
    error.status === 404 ? null : h('button', { type: 'button', class: 'button primary', onclick: retry }, t().retry),
  );
}

export function loadingView(): HTMLElement {
  return h('section', { class: 'view', 'aria-busy': 'true' }, h('p', { class: 'muted', role: 'status' }, t().loading));
}
