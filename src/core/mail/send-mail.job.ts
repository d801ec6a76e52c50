import type { JobDefinition } from '../jobs/job-queue';
import type { MailMessage } from './mail-message';
import { mailTransport } from './mail-transport';

export const SEND_MAIL_JOB = 'mail.send';

/** Sends one mail; a failing SMTP server is retried for about an hour. */
export const sendMailJob: JobDefinition<{ message: MailMessage }> = {
  name: SEND_MAIL_JOB,
  concurrency: 5,
  retry: { attempts: 8, delayMs: 15_000, maxDelayMs: 30 * 60_000 },
  async run(runtime, data) {
    await mailTransport(runtime).send(data.message);
  },
};
