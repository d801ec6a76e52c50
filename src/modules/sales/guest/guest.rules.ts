import { rule } from 'graphql-shield';
import type { RequestContext } from '../../../core/context/request-context';
import { notFound } from '../../../core/errors/app-error';

/**
 * Guest fields: only for a caller whose QR token was accepted (guest principal). Anyone else,
 * including a signed-in user on /graphql, gets the same 404 as an unknown token.
 */
export const isGuest = rule('isGuest', { cache: 'contextual' })((_parent, _args, ctx: RequestContext) =>
  ctx.principal?.kind === 'guest' && ctx.principal.tableId ? true : (ctx.authError ?? notFound('Table')),
);
