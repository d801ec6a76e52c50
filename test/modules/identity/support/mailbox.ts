import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { MoreThan } from 'typeorm';
import type { TestApp } from '../../../support/test-app';
import { DevMail } from '../../../../src/core/mail/dev-mail.entity';

export interface CapturedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  tag: string | null;
}

/** Extracts the 6-digit code that stands on its own line. */
export function codeOf(mail: CapturedMail): string {
  const match = /^(\d{6})$/m.exec(mail.text);
  if (!match) throw new Error(`No code in mail "${mail.subject}"`);
  return match[1];
}

abstract class Inbox {
  private readonly seen = new Set<string>();
  protected abstract all(): Promise<CapturedMail[]>;

  /** The next mail to `to` (optionally with a tag) not returned before; waits for the job to send it. */
  async next(to: string, tag?: string, timeoutMs = 15_000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await this.all()).find((mail) => !this.seen.has(mail.id) && mail.to === to && (!tag || mail.tag === tag));
      if (found) {
        this.seen.add(found.id);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`No mail to ${to}${tag ? ` tagged ${tag}` : ''} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async nextCode(to: string, tag?: string): Promise<string> {
    return codeOf(await this.next(to, tag));
  }

  /** Mails to `to` seen so far or arriving within `waitMs`, for "nothing was sent" checks. */
  async count(to: string, tag?: string, waitMs = 1500): Promise<number> {
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    return (await this.all()).filter((mail) => mail.to === to && (!tag || mail.tag === tag)).length;
  }
}

/** The dev mailbox table (SMTP_URL unset). */
export class DevInbox extends Inbox {
  constructor(private readonly app: TestApp) {
    super();
  }
  protected async all(): Promise<CapturedMail[]> {
    const rows = await this.app.runtime.db.dataSource.manager.find(DevMail, { where: { createdAt: MoreThan(new Date(0)) }, order: { createdAt: 'ASC' } });
    return rows.map((row) => ({ id: row.id, to: row.to, subject: row.subject, text: row.text, html: row.html, tag: row.tag }));
  }
}

/** A real SMTP server on a loopback port that keeps every message it receives. */
export class SmtpInbox extends Inbox {
  readonly mails: CapturedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
            this.mails.push({
              id: `${this.mails.length + 1}`,
              to: to?.value[0]?.address ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
              tag: (parsed.headers.get('x-back-office-mail') as string | undefined) ?? null,
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  protected async all(): Promise<CapturedMail[]> {
    return this.mails;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
