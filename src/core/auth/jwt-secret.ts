import fs from 'node:fs';
import path from 'node:path';
import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/config';

/**
 * JWT_SECRET when set (required in production); otherwise a random secret generated once into
 * DATA_DIR, so tokens survive restarts of a development service.
 */
export function loadJwtKey(config: AppConfig): KeyObject {
  if (config.jwtSecret) return createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
  const file = path.join(config.dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return createSecretKey(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8'));
}
