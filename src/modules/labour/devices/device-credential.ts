import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import type { CredentialResolver } from '../../../core/auth/credentials';
import type { Principal } from '../../../core/auth/principal';
import { runSql } from '../../../core/db/run-sql';
import { unauthorized } from '../../../core/errors/app-error';
import type { Runtime } from '../../../core/runtime';

/** The header a kiosk presents its credential in (docs/labour.md, "Kiosk devices"). */
export const DEVICE_HEADER = 'x-clock-device';
const TOKEN_PATTERN = /^clk_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;
const INVALID = 'The kiosk device credential is not valid.';
const NO_PERMISSIONS: ReadonlySet<never> = new Set();

export interface IssuedDeviceCredential {
  credential: string;
  hash: string;
  lastFour: string;
}

/** A new credential for a device: its id (without dashes) and 256 random bits. */
export function issueDeviceCredential(deviceId: string): IssuedDeviceCredential {
  const credential = `clk_${deviceId.replace(/-/g, '')}_${randomBytes(32).toString('base64url')}`;
  return { credential, hash: hashDeviceCredential(credential), lastFour: credential.slice(-4) };
}

/** SHA-256: the secret has 256 random bits, so a fast hash is safe (nothing to brute-force). */
export function hashDeviceCredential(credential: string): string {
  return createHash('sha256').update(credential, 'utf8').digest('hex');
}

/** The device id a well-formed credential names, or null. */
export function deviceIdOf(credential: string): string | null {
  const match = TOKEN_PATTERN.exec(credential);
  if (!match) return null;
  const hex = match[1];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface DeviceRow {
  id: string;
  organization_id: string;
  branch_id: string;
  secret_hash: string;
  revoked_at: Date | null;
  branch_active: boolean;
}

/**
 * `X-Clock-Device` (without an Authorization or X-Api-Key header): a registered kiosk. The
 * principal acts for the device's organisation and branch, holds no permission and reaches only
 * the kiosk fields (their rule checks the kind). A malformed, unknown, revoked credential or a
 * deactivated branch is a 401.
 */
export const deviceCredential: CredentialResolver = {
  name: 'clockDevice',
  matches: (req: Request) => !req.headers.authorization && !req.header('x-api-key') && (req.header(DEVICE_HEADER) ?? '').length > 0,
  async resolve(runtime: Runtime, req: Request): Promise<Principal> {
    const presented = (req.header(DEVICE_HEADER) ?? '').trim();
    const deviceId = deviceIdOf(presented);
    if (!deviceId) throw unauthorized(INVALID);
    const [row] = await runSql<DeviceRow>(
      runtime.db.dataSource.manager,
      `SELECT d.id, d.organization_id, d.branch_id, d.secret_hash, d.revoked_at, b.active AS branch_active
         FROM labour_clock_devices d JOIN branches b ON b.id = d.branch_id WHERE d.id = $1`,
      [deviceId],
    );
    if (!row) throw unauthorized(INVALID);
    const stored = Buffer.from(row.secret_hash, 'hex');
    const candidate = Buffer.from(hashDeviceCredential(presented), 'hex');
    if (stored.length !== candidate.length || !timingSafeEqual(stored, candidate)) throw unauthorized(INVALID);
    if (row.revoked_at) throw unauthorized('This kiosk device has been revoked; a manager can register it again.');
    if (!row.branch_active) throw unauthorized("The kiosk device's branch is deactivated.");
    return {
      kind: 'device',
      userId: null,
      apiKeyId: null,
      sessionId: null,
      organizationId: row.organization_id,
      branchId: row.branch_id,
      role: null,
      permissions: NO_PERMISSIONS,
      deviceId: row.id,
    };
  },
};
