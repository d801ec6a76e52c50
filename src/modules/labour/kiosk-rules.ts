import { rule } from 'graphql-shield';
import type { RequestContext } from '../../core/context/request-context';
import { forbidden, unauthorized } from '../../core/errors/app-error';

/** Kiosk fields: only a registered time-clock device (X-Clock-Device) reaches them; people and API keys get 403. */
export const isKioskDevice = rule('isKioskDevice', { cache: 'contextual' })((_parent, _args, ctx: RequestContext) => {
  if (!ctx.principal) return ctx.authError ?? unauthorized();
  return ctx.principal.kind === 'device' && ctx.principal.deviceId ? true : forbidden('This operation is for a time-clock kiosk device (X-Clock-Device).');
});
