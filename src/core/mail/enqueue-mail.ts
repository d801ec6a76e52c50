import type { UnitOfWork } from '../db/unit-of-work';
import type { Runtime } from '../runtime';
import type { MailMessage } from './mail-message';
import { SEND_MAIL_JOB } from './send-mail.job';

/**
 * Sends a mail once the transaction commits (a rolled-back change mails nobody). The job queue
 * retries delivery; the caller never waits for SMTP.
 */
export function enqueueMail(uow: UnitOfWork, runtime: Runtime, message: MailMessage): void {
  uow.afterCommit(() => runtime.jobs.enqueue(SEND_MAIL_JOB, { message: { ...message } }));
}

/**
 * Several mails once the transaction commits, queued side by side rather than one after another
 * (a roster's publication mails each of its employees; docs/performance.md, "Per-request CPU").
 */
export function enqueueMails(uow: UnitOfWork, runtime: Runtime, messages: readonly MailMessage[]): void {
  if (!messages.length) return;
  uow.afterCommit(() => Promise.all(messages.map((message) => runtime.jobs.enqueue(SEND_MAIL_JOB, { message: { ...message } }))));
}

/** For callers outside a transaction (jobs). */
export function enqueueMailNow(runtime: Runtime, message: MailMessage): Promise<void> {
  return runtime.jobs.enqueue(SEND_MAIL_JOB, { message: { ...message } });
}
