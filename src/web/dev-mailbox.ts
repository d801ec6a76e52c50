import { Router } from 'express';
import type { Runtime } from '../core/runtime';
import { DevMail } from '../core/mail/dev-mail.entity';

/*
 * Development mailbox: while SMTP_URL is unset outside production, mail is kept in `dev_mailbox`
 * (src/core/mail/mail-transport.ts). This page shows the latest of it, so a newcomer reads a
 * registration code without LOG_LEVEL=info or SQL. It exists only then: in production, or with a
 * mail server configured, the route is not registered at all (404). Like /metrics without a
 * token, it answers loopback peers only (the socket's own address), so a development service
 * listening on a shared network does not hand out codes.
 */

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
export const DEV_MAILBOX_PATH = '/dev/mailbox';
const CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

export function devMailboxEnabled(config: { isProduction: boolean; smtpUrl: string | undefined }): boolean {
  return !config.isProduction && !config.smtpUrl;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The page (HTML) and the same list as JSON (`Accept: application/json`), newest first; `?to=` filters by recipient. */
export function devMailboxRouter(runtime: Runtime): Router {
  const router = Router();
  router.get(DEV_MAILBOX_PATH, async (req, res, next) => {
    try {
      if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) return void res.status(404).type('text/plain').send('Not found.');
      const to = typeof req.query.to === 'string' && req.query.to.trim() ? req.query.to.trim().toLowerCase() : null;
      const query = runtime.db.dataSource.getRepository(DevMail).createQueryBuilder('m').orderBy('m.created_at', 'DESC').limit(50);
      if (to) query.where('lower(m.to) = :to', { to });
      const mails = await query.getMany();
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Security-Policy', CSP);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (req.accepts(['text/html', 'application/json']) === 'application/json') {
        return void res.json({
          mails: mails.map(({ id, to: recipient, subject, text, tag, createdAt }) => ({ id, to: recipient, subject, tag, text, createdAt })),
        });
      }
      const items = mails
        .map(
          (mail) =>
            `<article><h2>${escape(mail.subject)}</h2><p class="meta">To <b>${escape(mail.to)}</b> · ${escape(mail.tag ?? '')} · ${mail.createdAt.toISOString()}</p><pre>${escape(mail.text)}</pre></article>`,
        )
        .join('\n');
      res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:900px;margin:24px auto;padding:0 16px}pre{white-space:pre-wrap;background:#f6f6f6;padding:12px;unicode-bidi:plaintext}.meta{color:#555}article{border-bottom:1px solid #ddd;padding-bottom:8px}</style></head>
<body><h1>Development mailbox</h1>
<p>Mail the service would have sent (SMTP_URL is not set; development only, never in production). Newest first, at most 50.</p>
<form method="get"><label>Recipient <input name="to" value="${escape(to ?? '')}"></label> <button>Filter</button></form>
${items || '<p>No mail yet.</p>'}
</body></html>`);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
