import { mailMessages } from './mail.messages.ts';
import { type ComposedMail, composeMail } from './mail-layout.ts';

/** The web's share page for a link token (route `share-index`). */
export const shareLinkUrl = (origin: string, token: string): string =>
  `${origin}/share/${encodeURIComponent(token)}`;

/** Year-month-day hour:minute, as the spec formats an expiry. */
const expiryText = (date: Date): string => date.toISOString().slice(0, 16).replace('T', ' ');

/** The mail of a share link: who shares what, their personal message, the link and its expiry. */
export function shareLinkMail(input: {
  sender: string;
  name: string;
  message: string;
  origin: string;
  token: string;
  expiresAt: Date | null;
}): ComposedMail {
  const text = mailMessages.shareLink;
  const paragraphs = [text.intro(input.sender, input.name)];
  if (input.message.trim()) paragraphs.push(text.message(input.sender, input.message.trim()));
  const notes = input.expiresAt ? [text.expires(expiryText(input.expiresAt))] : [];
  return composeMail({
    subject: text.subject(input.sender, input.name),
    name: '',
    paragraphs,
    action: { label: text.action, url: shareLinkUrl(input.origin, input.token) },
    notes: [...notes, text.protected],
    origin: input.origin,
  });
}
