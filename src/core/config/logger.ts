import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'back-office' },
    redact: {
      paths: ['req.headers.authorization', 'req.headers["x-api-key"]', '*.password', '*.currentPassword', '*.newPassword', '*.refreshToken', '*.code'],
      censor: '[redacted]',
    },
  });
}
