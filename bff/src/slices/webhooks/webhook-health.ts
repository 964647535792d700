import { systemOrigin, type WebhookDisableReason } from '@rushes/events';
import { publicOrigin } from '../../config.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import { webhookDisabledMail } from '../../mail/webhook-disabled.mail.ts';
import type { Services } from '../../services.ts';
import { webhookCommands } from './webhook.binding.ts';

/** An endpoint failing every attempt this long is disabled, and its workspace's admins told. */
export const FAILING_DAYS = 3;
export const FAILING_MS = FAILING_DAYS * 86_400_000;

/** The workspace's admins who can still read mail, with the workspace's name. */
const adminsOf = (services: Services, workspaceId: string) =>
  services.db
    .selectFrom('workspaceAdmin')
    .innerJoin('appUser', 'appUser.id', 'workspaceAdmin.userId')
    .innerJoin('workspace', 'workspace.id', 'workspaceAdmin.workspaceId')
    .select(['appUser.email', 'appUser.name', 'workspace.name as workspace'])
    .where('workspaceAdmin.workspaceId', '=', workspaceId)
    .where('appUser.deletedAt', 'is', null)
    .execute();

/**
 * Rushes disables a webhook whose endpoint failed for 3 days or answered 410 Gone (an event says
 * why), and mails the workspace's admins once: the one BFF whose command disabled it.
 */
export async function disableUnreachable(
  services: Services,
  webhook: { id: string; url: string },
  reason: Exclude<WebhookDisableReason, 'manual'>,
): Promise<void> {
  const command = { type: 'DisableWebhook' as const, webhookId: webhook.id, reason };
  const result = await webhookCommands.run(
    services,
    systemOrigin('webhook-health'),
    webhook.id,
    command,
  );
  if (!result.ok || result.events.length === 0) return;
  const workspaceId = result.events[0]?.data.workspaceId ?? '';
  const origin = publicOrigin(services.config);
  const url = `${origin}/workspaces/${encodeURIComponent(toGlobalId('Workspace', workspaceId))}/webhooks`;
  const endpoint = new URL(webhook.url).origin;
  for (const admin of await adminsOf(services, workspaceId)) {
    const mail = webhookDisabledMail({ ...admin, endpoint, reason, url, origin });
    await services.mailer.send({ to: admin.email, ...mail });
  }
}
