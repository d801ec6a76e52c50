import { type KeyObject, randomBytes } from 'node:crypto';
import { deriveKey, open, seal } from '../../../core/crypto/sealed-box';
import { Webhook } from 'standardwebhooks';

/*
 * Signing secrets: `whsec_` + base64 of 32 random bytes (the Standard Webhooks format). They are
 * stored encrypted with AES-256-GCM under a key derived (HKDF-SHA256) from the service secret
 * (JWT_SECRET), bound to the subscription id, so a copied ciphertext does not decrypt elsewhere.
 * Changing JWT_SECRET makes stored secrets unreadable: rotate each subscription's secret then.
 */

const SECRET_PREFIX = 'whsec_';
const FORMAT = 'v1';
const keys = new WeakMap<KeyObject, Buffer>();

export function generateSigningSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

function encryptionKey(serviceKey: KeyObject): Buffer {
  let key = keys.get(serviceKey);
  if (!key) {
    key = deriveKey(serviceKey, 'back-office/webhooks', 'signing-secret-encryption/v1');
    keys.set(serviceKey, key);
  }
  return key;
}

function aad(subscriptionId: string): Buffer {
  return Buffer.from(`webhook-subscription:${subscriptionId}`);
}

export function encryptSecret(serviceKey: KeyObject, subscriptionId: string, secret: string): string {
  return `${FORMAT}:${seal(encryptionKey(serviceKey), Buffer.from(secret, 'utf8'), aad(subscriptionId)).toString('base64')}`;
}

/** The clear secret; throws when the stored value was not made with this service secret. */
export function decryptSecret(serviceKey: KeyObject, subscriptionId: string, stored: string): string {
  const [format, box] = stored.split(':');
  if (format !== FORMAT || !box) throw new Error('Unknown signing secret format');
  return open(encryptionKey(serviceKey), Buffer.from(box, 'base64'), aad(subscriptionId)).toString('utf8');
}

/**
 * The Standard Webhooks headers of one attempt. Signed with the standardwebhooks library; with
 * several secrets (during a rotation overlap) the signatures are space-separated, newest first.
 */
export function signatureHeaders(webhookId: string, timestamp: Date, body: string, secrets: readonly string[]): Record<string, string> {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(webhookId, timestamp, body));
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
