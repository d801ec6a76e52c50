/** One e-mail. Texts are complete (both languages where the template has both). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is about, for logs and the dev mailbox (e.g. registration-code). */
  tag?: string;
  /** Files from the file store, streamed into the mail (SMTP only; the dev mailbox lists their names). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  storedFileId: string;
}
