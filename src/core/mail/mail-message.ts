/** One e-mail. Texts are complete (both languages where the template has both). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is about, for logs and the dev mailbox (e.g. registration-code). */
  tag?: string;
}
