import { systemOrigin } from '@rushes/events';
import type { ReviewSessionRow } from '@rushes/migrations';
import { publicOrigin } from '../../config.ts';
import { mailMessages } from '../../mail/mail.messages.ts';
import { composeMail } from '../../mail/mail-layout.ts';
import { createRequestContext, type LoaderFactory } from '../../request-context.ts';
import type { Services } from '../../services.ts';
import { commentUrl, sessionUrl } from '../viewer-link.ts';
import { sessionReached } from './review-session.access.ts';
import { sessionCommands } from './review-session.binding.ts';
import { listAttendees, listUnmailedSummaries } from './review-session.queries.ts';
import { sessionSummary } from './review-session.summary.ts';

/** How often each BFF looks for ended sessions to summarise. */
const LOOK_EVERY_MS = 15_000;
/** Sessions that ended longer ago than this are never mailed (older than summaries, or replayed). */
const MAILED_WITHIN_MS = 24 * 3_600_000;
/** The most notes one mail quotes; the summary's page has them all. */
const QUOTED = 20;
/** The most sessions one look mails. */
const BATCH = 20;

const when = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

/** The mail to one person who took part, as they may read the session; null if they may not. */
async function summaryMail(
  services: Services,
  loaders: readonly LoaderFactory[],
  session: ReviewSessionRow,
  person: { userId: string; name: string; isSuperuser: boolean },
) {
  const ctx = createRequestContext(
    services,
    { viewer: { userId: person.userId, isSuperuser: person.isSuperuser }, visitor: null },
    { id: `session-summary-${session.id}-${person.userId}`, clientIp: null, headers: {} },
    loaders,
  );
  const reached = await sessionReached(ctx, session);
  const [firstAsset] = reached?.assets ?? [];
  const opened = firstAsset && (await ctx.loaders.asset.load(firstAsset.assetId));
  if (!reached || !opened) return null;
  const { attendees, shown, notes } = await sessionSummary(ctx, session.id);
  const site = publicOrigin(services.config);
  const text = mailMessages.sessionSummary;
  const quoted = await Promise.all(
    notes.slice(0, QUOTED).map(async (note) => {
      const [asset, author] = await Promise.all([
        ctx.loaders.asset.load(note.assetId),
        note.createdBy ? ctx.loaders.user.load(note.createdBy) : null,
      ]);
      if (!asset) return [];
      const line = text.note(asset.name, author?.name ?? note.authorEmail ?? '—', note.text);
      return [line, text.link(commentUrl(site, asset, note))];
    }),
  );
  const versions = shown.map(({ asset, version }) => `${asset.name} v${version.number}`);
  return composeMail({
    subject: text.subject(session.name),
    name: person.name,
    paragraphs: [
      text.held(
        session.name,
        reached.project.name,
        when(session.startedAt),
        when(session.endedAt ?? new Date()),
      ),
      text.tookPart(attendees.map((one) => one.name).join(', ')),
      versions.length ? text.shown(versions.join(', ')) : text.nothingShown,
      text.notes(notes.length),
      ...quoted.flat(),
      ...(notes.length > QUOTED ? [text.more(notes.length - QUOTED)] : []),
    ],
    action: { label: text.action, url: sessionUrl(site, opened, session.id) },
    notes: [text.why],
    origin: site,
  });
}

/**
 * Mails the summary of each session ended in the last day to everyone who took part and may
 * still see it: when it ran, who took part, what was shown, the notes taken with deep links.
 * Once per session: its stream records who it went to before it goes, so of two BFFs one sends.
 * Answers how many mails went.
 */
export async function mailSessionSummaries(
  services: Services,
  loaders: readonly LoaderFactory[],
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - MAILED_WITHIN_MS);
  const origin = systemOrigin('review-sessions');
  let sent = 0;
  for (const session of await listUnmailedSummaries(services.db, since, BATCH)) {
    const mails = [];
    for (const person of await listAttendees(services.db, session.id)) {
      if (person.deletedAt) continue;
      const mail = await summaryMail(services, loaders, session, person);
      if (mail) mails.push({ to: person.email, userId: person.userId, ...mail });
    }
    const command = {
      type: 'MailSummary' as const,
      sessionId: session.id,
      userIds: mails.map((mail) => mail.userId),
    };
    const result = await sessionCommands.run(services, origin, session.id, command);
    if (!result.ok || result.events.length === 0) continue;
    for (const { userId: _userId, ...mail } of mails) {
      await services.mailer.send(mail);
      sent += 1;
    }
  }
  return sent;
}

/** Every BFF looks every 15 s; a failed round is logged and tried again. */
export function startSummaryMailer(services: Services, loaders: readonly LoaderFactory[]) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = mailSessionSummaries(services, loaders).catch((error: unknown) => {
      services.logger.error({ err: error }, 'review session summaries failed');
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
