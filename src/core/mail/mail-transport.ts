import nodemailer, { type Transporter } from 'nodemailer';
import type { Runtime } from '../runtime';
import type { MailMessage } from './mail-message';
import { DevMail } from './dev-mail.entity';
import { FileStore } from '../files/file-store';
import { serviceTransaction } from '../db/unit-of-work';

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

const transports = new WeakMap<Runtime, MailTransport>();

/** SMTP through nodemailer when SMTP_URL is set; otherwise the log and the dev mailbox table. */
export function mailTransport(runtime: Runtime): MailTransport {
  let transport = transports.get(runtime);
  if (!transport) {
    transport = runtime.config.smtpUrl ? smtpTransport(runtime, runtime.config.smtpUrl) : devTransport(runtime);
    transports.set(runtime, transport);
  }
  return transport;
}

function smtpTransport(runtime: Runtime, url: string): MailTransport {
  const transporter: Transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail({
        from: runtime.config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.tag ? { 'X-Back-Office-Mail': message.tag } : undefined,
        attachments: message.attachments?.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: new FileStore(runtime).open(attachment.storedFileId),
        })),
      });
    },
  };
}

function devTransport(runtime: Runtime): MailTransport {
  return {
    async send(message) {
      if (runtime.config.isProduction) throw new Error('SMTP_URL is not set: mail cannot be sent in production');
      await serviceTransaction(runtime, (uow) =>
        uow.manager.insert(DevMail, {
          to: message.to,
          subject: message.subject,
          text: message.attachments?.length ? `${message.text}\n\n[attachments: ${message.attachments.map((a) => a.filename).join(', ')}]` : message.text,
          html: message.html ?? null,
          tag: message.tag ?? null,
        }),
      );
      // Development only (refused in production above): the text is logged so codes can be read
      // without a mail server or database access.
      runtime.logger.info(
        { to: message.to, subject: message.subject, tag: message.tag, text: message.text },
        'mail kept in the dev mailbox (SMTP_URL is not set)',
      );
    },
  };
}
