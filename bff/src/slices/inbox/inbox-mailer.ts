import { systemOrigin } from '@rushes/events';
import type { InboxItemRow } from '@rushes/migrations';
import { publicOrigin } from '../../config.ts';
import { mailMessages } from '../../mail/mail.messages.ts';
import { composeMail } from '../../mail/mail-layout.ts';
import {
  createRequestContext,
  type LoaderFactory,
  type RequestContext,
} from '../../request-context.ts';
import type { Services } from '../../services.ts';
import { canComment } from '../policy.ts';
import { accessOf } from '../projects/project.access.ts';
import { commentUrl } from '../viewer-link.ts';
import { inboxCommands } from './inbox.binding.ts';

/** How often each BFF looks for inboxes to mail. */
const LOOK_EVERY_MS = 60_000;
/** Immediately is once a mention or reply has settled this long (a burst is one mail). */
const SETTLE_MS = 30_000;
const HOUR_MS = 3_600_000;
/** The least time between two mails of each rhythm. */
const apart: Record<string, number> = { immediately: 0, hourly: HOUR_MS, daily: 24 * HOUR_MS };
/** The most items one mail lists. */
const LISTED = 20;

interface Person {
  id: string;
  name: string;
  email: string;
  isSuperuser: boolean;
  inboxMail: string;
}

/** The people with unread items not mailed yet, whose rhythm lets a mail go now. */
async function dueInboxes(services: Services, now: Date) {
  const rows = await services.db
    .selectFrom('inboxItem')
    .innerJoin('appUser', 'appUser.id', 'inboxItem.userId')
    .selectAll('inboxItem')
    .select(['appUser.name', 'appUser.email', 'appUser.isSuperuser', 'appUser.inboxMail'])
    .where('inboxItem.readAt', 'is', null)
    .where('inboxItem.mailedAt', 'is', null)
    .where('appUser.deletedAt', 'is', null)
    .where('appUser.inboxMail', '!=', 'never')
    .orderBy('inboxItem.at')
    .execute();
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const lastMailed = new Map(
    userIds.length === 0
      ? []
      : (
          await services.db
            .selectFrom('inboxItem')
            .select(['userId', (eb) => eb.fn.max('mailedAt').as('last')])
            .where('userId', 'in', userIds)
            .where('mailedAt', 'is not', null)
            .groupBy('userId')
            .execute()
        ).map((row) => [row.userId, row.last ? new Date(row.last).getTime() : 0]),
  );
  const byPerson = new Map<string, { person: Person; items: InboxItemRow[] }>();
  for (const { name, email, isSuperuser, inboxMail, ...item } of rows) {
    const entry = byPerson.get(item.userId) ?? {
      person: { id: item.userId, name, email, isSuperuser, inboxMail },
      items: [],
    };
    entry.items.push(item);
    byPerson.set(item.userId, entry);
  }
  return [...byPerson.values()].filter(({ person, items }) => {
    const settled = items.some((item) => item.at.getTime() <= now.getTime() - SETTLE_MS);
    const last = lastMailed.get(person.id) ?? 0;
    return settled && now.getTime() - last >= (apart[person.inboxMail] ?? Number.POSITIVE_INFINITY);
  });
}

/** The items the person may still read, each with its line and deep link. */
async function linesFor(ctx: RequestContext, person: Person, items: readonly InboxItemRow[]) {
  const site = publicOrigin(ctx.services.config);
  const text = mailMessages.inbox;
  const lines = [];
  for (const item of items) {
    const [project, asset, comment] = await Promise.all([
      ctx.loaders.project.load(item.projectId),
      ctx.loaders.asset.load(item.assetId),
      ctx.loaders.comment.load(item.commentId),
    ]);
    if (!project || !asset || !comment) continue;
    const path = await ctx.loaders.folderPath.load(asset.folderId);
    const access = await accessOf(ctx, project, person.id);
    const viewer = { userId: person.id, isSuperuser: person.isSuperuser };
    if (!canComment(viewer, access, path, asset.id)) continue;
    const actor = item.actorId ? await ctx.loaders.user.load(item.actorId) : null;
    const who = actor?.name ?? text.someone;
    lines.push({
      item,
      line:
        item.kind === 'mention' ? text.mentioned(who, asset.name) : text.replied(who, asset.name),
      text: comment.text,
      url: commentUrl(site, asset, comment),
    });
  }
  return lines;
}

/**
 * Mails each person the unread news of their inbox by the rhythm of their settings: within a
 * minute, at most hourly or daily, or never; each item once (the person's inbox stream decides
 * which BFF sends it), only what they may still read. Answers how many mails went.
 */
export async function mailInboxes(
  services: Services,
  loaders: readonly LoaderFactory[],
  now = new Date(),
): Promise<number> {
  const due = await dueInboxes(services, now);
  if (due.length === 0) return 0;
  const ctx = createRequestContext(
    services,
    { viewer: null, visitor: null },
    { id: `inbox-mail-${now.toISOString()}`, clientIp: null, headers: {} },
    loaders,
  );
  const origin = systemOrigin('inbox-mail');
  const text = mailMessages.inbox;
  let sent = 0;
  for (const { person, items } of due) {
    const lines = (await linesFor(ctx, person, items)).slice(-LISTED);
    const [first] = lines;
    if (!first) continue;
    const command = {
      type: 'MarkMailed' as const,
      userId: person.id,
      itemIds: lines.map(({ item }) => item.id),
    };
    const result = await inboxCommands.run(services, origin, person.id, command);
    if (!result.ok || result.events.length === 0) continue;
    const mail = composeMail({
      subject: text.subject(lines.length, first.line),
      name: person.name,
      paragraphs: lines.flatMap((line) => [text.quote(line.line, line.text), text.link(line.url)]),
      action: { label: text.action, url: first.url },
      notes: [text.why],
      origin: publicOrigin(services.config),
    });
    await services.mailer.send({ to: person.email, ...mail });
    sent += 1;
  }
  return sent;
}

/** Every BFF looks each minute; a failed round is logged and tried again. */
export function startInboxMailer(services: Services, loaders: readonly LoaderFactory[]) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = mailInboxes(services, loaders).catch((error: unknown) => {
      services.logger.error({ err: error }, 'inbox mail failed');
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
