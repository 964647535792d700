import { publicOrigin } from '../../config.ts';
import { shareLinkMail } from '../../mail/share-link.mail.ts';
import type { Services } from '../../services.ts';
import type { LinkRow } from './link.queries.ts';

/** Mails the link to each recipient, one mail each; resolves once every mail is handed over. */
export async function mailLink(
  services: Pick<Services, 'config' | 'mailer'>,
  send: { link: LinkRow; sender: string; message: string; recipients: readonly string[] },
): Promise<void> {
  const { link } = send;
  const mail = shareLinkMail({
    sender: send.sender,
    name: link.name,
    message: send.message,
    origin: publicOrigin(services.config),
    token: link.token,
    expiresAt: link.expiresAt,
  });
  for (const to of send.recipients) await services.mailer.send({ to, ...mail });
}
