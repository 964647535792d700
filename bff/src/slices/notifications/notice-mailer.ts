import type { Notice } from '@rushes/migrations';
import { sql } from 'kysely';
import { publicOrigin } from '../../config.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import { mailMessages } from '../../mail/mail.messages.ts';
import { composeMail } from '../../mail/mail-layout.ts';
import {
  createRequestContext,
  type LoaderFactory,
  type RequestContext,
} from '../../request-context.ts';
import type { Services } from '../../services.ts';
import { canSeeFolder } from '../policy.ts';
import { accessOf } from '../projects/project.access.ts';
import { type NoticeKind, projectRecipients } from './recipients.queries.ts';

/**
 * A project's notices go once none came for `RUSHES_NOTICE_DELAY` (a minute), or once the oldest
 * waited ten times as long, so a steady trickle still reaches people.
 */
const settleMs = (services: Services) => services.config.noticeDelay * 1000;
const MAX_WAIT_FACTOR = 10;
/** How often each BFF looks for notices to mail. */
const FLUSH_EVERY_MS = 15_000;
/** Names a mail lists for one folder or file before it says how many more. */
const NAMES_SHOWN = 10;

/**
 * Takes the notices of the projects that have settled, for this BFF alone: rows another BFF is
 * taking are skipped, and taken rows are gone for everyone.
 */
async function takeSettled(services: Services, now: Date): Promise<Notice[]> {
  const quiet = new Date(now.getTime() - settleMs(services));
  const overdue = new Date(now.getTime() - settleMs(services) * MAX_WAIT_FACTOR);
  const { rows } = await sql<Notice>`
    DELETE FROM notice WHERE id IN (
      SELECT id FROM notice WHERE project_id IN (
        SELECT project_id FROM notice GROUP BY project_id
        HAVING max(at) <= ${quiet} OR min(at) <= ${overdue}
      )
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, kind, subject_id AS "subjectId", project_id AS "projectId",
      asset_id AS "assetId", actor_id AS "actorId", at
  `.execute(services.db);
  return rows;
}

/** `names` as a mail lists them: the first ten, then how many more. */
const listed = (names: readonly string[]) =>
  names.length <= NAMES_SHOWN
    ? names.join(', ')
    : `${names.slice(0, NAMES_SHOWN).join(', ')} ${mailMessages.notices.more(names.length - NAMES_SHOWN)}`;

/** The lines of one member's mail: files by folder, or comment counts by file. */
function linesOf(kind: NoticeKind, items: readonly { place: string; asset: string }[]): string[] {
  const byPlace = new Map<string, string[]>();
  for (const item of items) {
    const key = kind === 'content' ? item.place : `${item.place} / ${item.asset}`;
    byPlace.set(key, [...(byPlace.get(key) ?? []), item.asset]);
  }
  const text = mailMessages.notices;
  return [...byPlace].map(([place, assets]) =>
    text.line(place, kind === 'content' ? listed(assets) : text.comments(assets.length)),
  );
}

/** Mails one project's settled notices: one mail per member and kind, whatever the count. */
async function mailProject(ctx: RequestContext, projectId: string, notices: readonly Notice[]) {
  const project = await ctx.loaders.project.load(projectId);
  if (!project) return 0;
  const assets = await Promise.all(notices.map((notice) => ctx.loaders.asset.load(notice.assetId)));
  const items = [];
  for (const [index, notice] of notices.entries()) {
    const asset = assets[index];
    if (!asset) continue; // gone since: nothing to look at
    const path = await ctx.loaders.folderPath.load(asset.folderId);
    const place = path.map((folder) => folder.name).join(' / ');
    items.push({ notice, path, place, asset: asset.name });
  }
  const origin = publicOrigin(ctx.services.config);
  const text = mailMessages.notices;
  let sent = 0;
  for (const member of await projectRecipients(ctx.services.db, projectId)) {
    const access = await accessOf(ctx, project, member.id);
    const viewer = { userId: member.id, isSuperuser: member.isSuperuser };
    for (const kind of ['content', 'comment'] as const) {
      if (!member[kind]) continue;
      const theirs = items.filter(
        (item) =>
          item.notice.kind === kind &&
          item.notice.actorId !== member.id &&
          canSeeFolder(viewer, access, item.path),
      );
      if (theirs.length === 0) continue;
      const mail = composeMail({
        subject: text.subject(kind, theirs.length, project.name),
        name: member.name,
        paragraphs: [text.intro(kind, project.name), ...linesOf(kind, theirs)],
        action: {
          label: text.action,
          url: `${origin}/projects/${encodeURIComponent(toGlobalId('Project', project.id))}`,
        },
        notes: [text.settings],
        origin,
      });
      await ctx.services.mailer.send({ to: member.email, ...mail });
      sent += 1;
    }
  }
  return sent;
}

/**
 * Mails every settled project's new files and comments to the members who receive them (by
 * their notification settings, where they may see them, never about their own): a 200-file
 * upload is one mail. Answers how many mails went.
 */
export async function flushNotices(
  services: Services,
  loaders: readonly LoaderFactory[],
  now = new Date(),
): Promise<number> {
  const notices = await takeSettled(services, now);
  if (notices.length === 0) return 0;
  const ctx = createRequestContext(
    services,
    { viewer: null, visitor: null },
    { id: `notices-${now.toISOString()}`, clientIp: null, headers: {} },
    loaders,
  );
  const byProject = new Map<string, Notice[]>();
  for (const notice of notices) {
    byProject.set(notice.projectId, [...(byProject.get(notice.projectId) ?? []), notice]);
  }
  let sent = 0;
  for (const [projectId, projectNotices] of byProject) {
    sent += await mailProject(ctx, projectId, projectNotices);
  }
  return sent;
}

/** Every BFF looks for settled notices every 15 s; a failed round is logged and tried again. */
export function startNoticeMailer(services: Services, loaders: readonly LoaderFactory[]) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = flushNotices(services, loaders).catch((error: unknown) => {
      services.logger.error({ err: error }, 'notification mail failed');
    });
  }, FLUSH_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
