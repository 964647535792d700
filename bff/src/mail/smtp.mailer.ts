import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer.ts';

export interface SmtpMailer extends Mailer {
  /** Resolves when the server answers and takes the login; rejects with its reason otherwise. */
  verify(): Promise<void>;
}

/**
 * Mail through an SMTP server named by a URL (`smtp://user:password@host:587`, `smtps://…` for
 * TLS from the start), from `from`.
 */
export function createSmtpMailer(options: { url: string; from: string }): SmtpMailer {
  const transport = createTransport(options.url, { from: options.from });
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    async verify() {
      await transport.verify();
    },
    close() {
      transport.close();
    },
  };
}
