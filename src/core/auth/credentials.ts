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
}
