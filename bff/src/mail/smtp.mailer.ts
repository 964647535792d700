import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer.ts';

/**
 * Mail through an SMTP server named by a URL (`smtp://user:password@host:587`, `smtps://…` for
 * TLS from the start), from `from`.
 */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = createTransport(options.url, { from: options.from });
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    close() {
      transport.close();
    },
  };
}
