import type { ReviewSessionRow } from '@rushes/migrations';
import { publicOrigin } from '../../config.ts';
import { mailMessages } from '../../mail/mail.messages.ts';
import { composeMail } from '../../mail/mail-layout.ts';
import type { RequestContext } from '../../request-context.ts';
import { findMembers } from '../members/member.queries.ts';
import { canJoinSession } from '../policy.ts';
import { accessOf } from '../projects/project.access.ts';
import { sessionUrl } from '../viewer-link.ts';
import type { reachedSession } from './review-session.access.ts';

type Reached = NonNullable<Awaited<ReturnType<typeof reachedSession>>>;

/**
 * The people of the session's project (members and manager) who may see every asset of it, as
 * the policy says for each of them: whom someone in it may invite.
 */
export async function mayBeInvited(ctx: RequestContext, reached: Reached) {
  const { project, assets } = reached;
  const members = await findMembers(ctx.services.db, project.id);
  const people = await Promise.all(
    members.map(async ({ userId }) => {
      const user = await ctx.loaders.user.load(userId);
      if (!user || user.deletedAt) return [];
      const viewer = { userId: user.id, isSuperuser: user.isSuperuser };
      const access = await accessOf(ctx, project, user.id);
      return canJoinSession(viewer, access, assets) ? [user] : [];
    }),
  );
  return people.flat().sort((a, b) => a.name.localeCompare(b.name));
}

/** Mails each person invited a link that joins the session, in the inviter's name. */
export async function mailInvitations(
  ctx: RequestContext,
  session: ReviewSessionRow,
  reached: Reached,
  userIds: readonly string[],
) {
  const inviter = ctx.viewer && (await ctx.loaders.user.load(ctx.viewer.userId));
  const [first] = reached.assets;
  const asset = first && (await ctx.loaders.asset.load(first.assetId));
  if (!inviter || !asset) return;
  const site = publicOrigin(ctx.services.config);
  const text = mailMessages.sessionInvitation;
  for (const userId of userIds) {
    const person = await ctx.loaders.user.load(userId);
    if (!person) continue;
    const mail = composeMail({
      subject: text.subject(inviter.name, session.name),
      name: person.name,
      paragraphs: [text.intro(inviter.name, session.name, reached.project.name)],
      action: { label: text.action, url: sessionUrl(site, asset, session.id) },
      notes: [text.why],
      origin: site,
    });
    await ctx.services.mailer.send({ to: person.email, ...mail });
  }
}
