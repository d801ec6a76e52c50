import type { Request } from 'express';
import type { Runtime } from '../runtime';
import type { Principal } from './principal';

/**
 * One way of proving who is calling (session bearer token, API key, ...). The first resolver
 * whose header is present decides; an error it throws is the caller's 401/403/429.
 */
export interface CredentialResolver {
  name: string;
  matches(req: Request): boolean;
  resolve(runtime: Runtime, req: Request): Promise<Principal>;
  /**
   * The same checks again for a connection that stays open (a subscription socket), without
   * counting a use (rate limit, quota, last-used mark). Absent: `resolve` is called again.
   */
  recheck?(runtime: Runtime, req: Request): Promise<Principal>;
}
