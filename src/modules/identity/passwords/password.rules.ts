export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** Passwords seen first in every breach list; refused whatever their length. */
const COMMON = new Set([
  '1234567890',
  '12345678910',
  '123456789012',
  '0123456789',
  '1111111111',
  '0000000000',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'qwertyuiop',
  'qwerty12345',
  'qwerty123456',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'iloveyou123',
  'abcdefghij',
  'abc1234567',
  'letmein123',
  'welcome123',
  'administrator',
  'admin12345',
  'changeme123',
  'football123',
  'baseball123',
  'sunshine123',
  'princess123',
  'dragon1234',
  'monkey12345',
  'trustno1234',
  'zaq12wsxcde',
]);

/**
 * The password policy (NIST SP 800-63B style: length over composition rules): 10 to 128
 * characters, not the e-mail address or its local part, not one repeated character, not a
 * well-known password. Returns the messages for the field; empty when acceptable.
 */
export function passwordProblems(password: string, context: { email?: string | null; currentPassword?: string | null } = {}): string[] {
  const problems: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push(`must be at least ${PASSWORD_MIN_LENGTH} characters`);
  if (length > PASSWORD_MAX_LENGTH) problems.push(`must be at most ${PASSWORD_MAX_LENGTH} characters`);
  if (problems.length) return problems;
  const lower = password.toLowerCase();
  const email = context.email?.trim().toLowerCase();
  if (email && (lower === email || lower === email.split('@')[0])) problems.push('must not be your e-mail address');
  if (/^(.)\1*$/su.test(password)) problems.push('must not repeat a single character');
  if (COMMON.has(lower)) problems.push('is too common; choose another one');
  if (context.currentPassword != null && password === context.currentPassword) problems.push('must differ from the current password');
  return problems;
}
