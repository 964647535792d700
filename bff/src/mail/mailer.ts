/** One message Rushes sends: the same content as plain text and as HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The mail port: SMTP when `SMTP_URL` is set, otherwise the outbox folder, so no message is lost
 * without a mail server.
 */
export interface Mailer {
  /** Resolves once the message is handed over: accepted by the SMTP server, or written. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}
