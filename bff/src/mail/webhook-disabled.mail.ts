import { mailMessages } from './mail.messages.ts';
import { type ComposedMail, composeMail } from './mail-layout.ts';

/**
 * The mail to a workspace's admins when Rushes disabled one of its webhooks: which, why, and
 * where to enable it again.
 */
export function webhookDisabledMail(input: {
  name: string;
  workspace: string;
  endpoint: string;
  reason: 'failing' | 'gone';
  url: string;
  origin: string;
}): ComposedMail {
  const text = mailMessages.webhookDisabled;
  return composeMail({
    subject: text.subject(input.workspace),
    name: input.name,
    paragraphs: [text.intro(input.workspace, input.endpoint), text[input.reason]],
    action: { label: text.action, url: input.url },
    notes: [text.enable],
    origin: input.origin,
  });
}
