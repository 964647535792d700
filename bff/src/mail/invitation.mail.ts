import { mailMessages } from './mail.messages.ts';
import { type ComposedMail, composeMail, durationText } from './mail-layout.ts';

/** The web's accept-invite screen for a token (route `invite`). */
export const invitationLink = (origin: string, token: string): string =>
  `${origin}/invite/${encodeURIComponent(token)}`;

/** The mail of an invitation: who invites, to which project, the link and how long it works. */
export function invitationMail(input: {
  name: string;
  email: string;
  inviter: string;
  project: string | null;
  origin: string;
  token: string;
  validForSeconds: number;
}): ComposedMail {
  const text = mailMessages.invitation;
  const paragraphs = [text.intro(input.inviter, input.email)];
  if (input.project) paragraphs.push(text.project(input.project));
  return composeMail({
    subject: text.subject,
    name: input.name,
    paragraphs,
    action: { label: text.action, url: invitationLink(input.origin, input.token) },
    notes: [text.validity(durationText(input.validForSeconds)), text.ignore],
    origin: input.origin,
  });
}
