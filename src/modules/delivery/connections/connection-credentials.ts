import { type KeyObject, randomBytes } from 'node:crypto';
import { deriveKey, open, seal } from '../../../core/crypto/sealed-box';

/*
 * A connection's credentials (signing secrets, platform passwords, tokens) as one JSON object,
 * sealed with AES-256-GCM under a key derived from the service secret and bound to the connection
 * id: a copy of the database does not reveal them and a box copied to another row does not open.
 */

const FORMAT = 'v1';
const keys = new WeakMap<KeyObject, Buffer>();

function key(serviceKey: KeyObject): Buffer {
  let derived = keys.get(serviceKey);
  if (!derived) keys.set(serviceKey, (derived = deriveKey(serviceKey, 'back-office/delivery', 'connection-credentials/v1')));
  return derived;
}

const aad = (connectionId: string) => Buffer.from(`delivery-connection:${connectionId}`);

export function sealCredentials(serviceKey: KeyObject, connectionId: string, credentials: Record<string, string>): string {
  return `${FORMAT}:${seal(key(serviceKey), Buffer.from(JSON.stringify(credentials), 'utf8'), aad(connectionId)).toString('base64')}`;
}

export function openCredentials(serviceKey: KeyObject, connectionId: string, stored: string | null): Record<string, string> {
  if (!stored) return {};
  const [format, box] = stored.split(':');
  if (format !== FORMAT || !box) throw new Error('Unknown delivery credentials format');
  return JSON.parse(open(key(serviceKey), Buffer.from(box, 'base64'), aad(connectionId)).toString('utf8')) as Record<string, string>;
}

/** A Standard Webhooks signing secret: `whsec_` + base64 of 32 random bytes. */
export function newSigningSecret(): string {
  return 'whsec_' + randomBytes(32).toString('base64');
}

export function hintOf(secret: string | undefined): string | null {
  return secret ? secret.slice(-4) : null;
}
