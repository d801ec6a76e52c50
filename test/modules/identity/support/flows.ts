import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../support/test-app';

export const C = '/api/v1/console';
export const AUTH = `${C}/auth`;
export const PASSWORD = 'correct horse battery';

export interface Registered {
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  organizationId: string;
  branchId: string;
  userId: string;
}

export function uniqueEmail(prefix = 'owner'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/** Registers an organisation through the public endpoints, reading the code from the inbox. */
export async function register(
  app: TestApp,
  inbox: { nextCode(to: string, tag?: string): Promise<string> },
  options: { email?: string; organizationName?: string; deviceId?: string } = {},
): Promise<Registered> {
  const email = options.email ?? uniqueEmail();
  const start = await app.request('POST', `${AUTH}/register/start`, {
    body: { organizationName: options.organizationName ?? 'Baghdad Grill', branchName: 'Karrada', baseCurrencyCode: 'IQD', ownerName: 'Ali Hassan', email },
  });
  if (start.status !== 200) throw new Error(`register/start: ${start.status} ${JSON.stringify(start.body)}`);
  const code = await inbox.nextCode(email, 'registration-code');
  const verify = await app.request('POST', `${AUTH}/register/verify`, { body: { email, code, password: PASSWORD, deviceId: options.deviceId ?? 'laptop-1' } });
  if (verify.status !== 200) throw new Error(`register/verify: ${verify.status} ${JSON.stringify(verify.body)}`);
  const data = verify.body.data;
  return {
    email,
    password: PASSWORD,
    accessToken: data.accessToken,
    refreshToken: data.refreshToken,
    organizationId: data.organization.id,
    branchId: data.branch.id,
    userId: data.user.id,
  };
}
