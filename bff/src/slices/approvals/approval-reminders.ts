import { systemOrigin } from '@rushes/events';
import { publicOrigin } from '../../config.ts';
import { mailMessages } from '../../mail/mail.messages.ts';
import { composeMail } from '../../mail/mail-layout.ts';
import { createRequestContext, type LoaderFactory } from '../../request-context.ts';
import type { Services } from '../../services.ts';
import { canDecideApproval } from '../policy.ts';
import { accessOf } from '../projects/project.access.ts';
import { viewerUrl } from '../viewer-link.ts';
import { approvalReminderCommands } from './approval-reminder.binding.ts';
import { findWaiting, type Waiting } from './waiting.ts';

/** How often each BFF looks for stages coming due. */
const LOOK_EVERY_MS = 60_000;
const HOUR_MS = 3_600_000;

/** What waits in a stage due from now to `until`, and has not been due yet. */
const dueSoon = (item: Waiting, now: number, until: number) => {
  const due = item.stage.dueAt === null ? Number.NaN : Date.parse(item.stage.dueAt);
  return due > now && due <= until;
};

const when = (iso: string) => new Date(iso).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Mails each reviewer who has not decided in a stage due within `RUSHES_APPROVAL_REMINDER_HOURS`,
 * once (the reminder's stream decides which BFF sends it), where they may still decide: a link
 * to the version in the viewer. Answers how many mails went.
 */
export async function remindDue(
  services: Services,
  loaders: readonly LoaderFactory[],
  now = new Date(),
): Promise<number> {
  const until = now.getTime() + services.config.approvalReminderHours * HOUR_MS;
  const workflows = await services.db.selectFrom('approvalWorkflow').selectAll().execute();
  const due = workflows.filter((workflow) =>
    workflow.stages.some((stage) => stage.dueAt !== null && Date.parse(stage.dueAt) <= until),
  );
  const projects = new Set(due.map((workflow) => workflow.projectId));
  const waiting = (
    await findWaiting(
      services.db,
      workflows.filter((workflow) => projects.has(workflow.projectId)),
    )
  ).filter((item) => dueSoon(item, now.getTime(), until));
  if (waiting.length === 0) return 0;
  const ctx = createRequestContext(
    services,
    { viewer: null, visitor: null },
    { id: `approval-reminders-${now.toISOString()}`, clientIp: null, headers: {} },
    loaders,
  );
  const origin = systemOrigin('approval-reminders');
  const site = publicOrigin(services.config);
  const text = mailMessages.approvalReminder;
  let sent = 0;
  for (const item of waiting) {
    const [asset, project] = await Promise.all([
      ctx.loaders.asset.load(item.assetId),
      ctx.loaders.project.load(item.stage.projectId),
    ]);
    if (!asset || !project) continue;
    const path = await ctx.loaders.folderPath.load(asset.folderId);
    for (const reviewerId of item.undecided) {
      const reviewer = await ctx.loaders.user.load(reviewerId);
      if (!reviewer || reviewer.deletedAt) continue;
      const viewer = { userId: reviewer.id, isSuperuser: reviewer.isSuperuser };
      const access = await accessOf(ctx, project, reviewer.id);
      if (!canDecideApproval(viewer, access, path, asset.id, item.reviewerIds)) continue;
      const dueAt = item.stage.dueAt ?? '';
      const command = {
        type: 'RemindReviewer' as const,
        ...{ assetId: asset.id, versionId: item.versionId, stageId: item.stage.id },
        ...{ reviewerId, dueAt },
      };
      const result = await approvalReminderCommands.run(services, origin, item.versionId, command);
      if (!result.ok || result.events.length === 0) continue;
      const mail = composeMail({
        subject: text.subject(asset.name, item.stage.name),
        name: reviewer.name,
        paragraphs: [text.intro(asset.name, item.stage.name, project.name), text.due(when(dueAt))],
        action: { label: text.action, url: viewerUrl(site, asset) },
        notes: [text.why],
        origin: site,
      });
      await services.mailer.send({ to: reviewer.email, ...mail });
      sent += 1;
    }
  }
  return sent;
}

/** Every BFF looks each minute; a failed round is logged and tried again. */
export function startApprovalReminders(services: Services, loaders: readonly LoaderFactory[]) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = remindDue(services, loaders).catch((error: unknown) => {
      services.logger.error({ err: error }, 'approval reminders failed');
    });
  }, LOOK_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
