import { mailMessages } from './mail.messages.ts';
import { type ComposedMail, composeMail, durationText } from './mail-layout.ts';

/** The web's set-new-password screen for a token (route `reset-password`). */
export const passwordResetLink = (origin: string, token: string): string =>
  `${origin}/reset-password/${encodeURIComponent(token)}`;

/** The mail with a password reset link: who it is for, the link, how long it works. */
export function passwordResetMail(input: {
  name: string;
  email: string;
  origin: string;
  token: string;
  validForSeconds: number;
}): ComposedMail {
  const text = mailMessages.passwordReset;
  return composeMail({
    subject: text.subject,
    name: input.name,
    paragraphs: [text.intro(input.email)],
    action: { label: text.action, url: passwordResetLink(input.origin, input.token) },
    notes: [text.validity(durationText(input.validForSeconds)), text.ignore],
    origin: input.origin,
  });
}
