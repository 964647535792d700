import type { InboxItemRow } from '@rushes/migrations';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import type {
  MutationMarkInboxItemsReadArgs,
  MutationMarkInboxReadArgs,
  QueryInboxArgs,
} from '../../graphql/schema-types.generated.ts';
import { decideFor, type RequestContext } from '../../request-context.ts';
import { signedIn } from '../access.ts';
import { mayComment } from '../assets/asset.access.ts';
import { mentionablePeople } from '../comments/mentionable.ts';
import { inboxCommands } from './inbox.binding.ts';

type Ctx = MercuriusContext;

/** The most items one request lists, and the most recent items an inbox reads through. */
const MAX_ITEMS = 200;
const READ_THROUGH = 1000;

/** The caller's items whose comment they may still read, the newest first. */
async function readableItems(ctx: RequestContext) {
  const viewer = signedIn(ctx);
  const rows = await ctx.services.db
    .selectFrom('inboxItem')
    .selectAll()
    .where('userId', '=', viewer.userId)
    .orderBy('at', 'desc')
    .limit(READ_THROUGH)
    .execute();
  const readable = await Promise.all(rows.map((row) => mayComment(ctx, row.assetId)));
  return rows.filter((_row, index) => readable[index]);
}

async function inboxOf(ctx: RequestContext, first = 50) {
  if (first < 0 || first > MAX_ITEMS) {
    throw appError('VALIDATION_FAILED', { field: 'first', rule: 'range' });
  }
  const items = await readableItems(ctx);
  return {
    unreadCount: items.filter((item) => item.readAt === null).length,
    items: items.slice(0, first),
  };
}

async function markInboxItemsRead(
  _root: unknown,
  { input }: MutationMarkInboxItemsReadArgs,
  ctx: Ctx,
) {
  const viewer = signedIn(ctx);
  const wanted = new Set(input.itemIds);
  const unread = (await readableItems(ctx))
    .filter((item) => item.readAt === null && wanted.has(item.id))
    .map((item) => item.id);
  if (unread.length > 0) {
    const command = { type: 'MarkItemsRead' as const, userId: viewer.userId, itemIds: unread };
    await decideFor(ctx, inboxCommands, viewer.userId, command, input.clientMutationId);
  }
  return { inbox: await inboxOf(ctx), clientMutationId: input.clientMutationId ?? null };
}

async function markInboxRead(_root: unknown, { input }: MutationMarkInboxReadArgs, ctx: Ctx) {
  const viewer = signedIn(ctx);
  const items = await readableItems(ctx);
  const newest = items.find((item) => item.readAt === null);
  if (newest) {
    const upTo = items[0]?.at ?? newest.at;
    const command = {
      type: 'MarkAllRead' as const,
      userId: viewer.userId,
      upTo: upTo.toISOString(),
    };
    await decideFor(ctx, inboxCommands, viewer.userId, command, input?.clientMutationId);
  }
  return { inbox: await inboxOf(ctx), clientMutationId: input?.clientMutationId ?? null };
}

export const inboxResolvers = {
  Query: {
    inbox: (_root: unknown, args: QueryInboxArgs, ctx: Ctx) => inboxOf(ctx, args.first ?? 50),
  },
  Mutation: { markInboxItemsRead, markInboxRead },
  InboxItem: {
    kind: (item: InboxItemRow) => item.kind.toUpperCase(),
    read: (item: InboxItemRow) => item.readAt !== null,
    actor: (item: InboxItemRow, _: unknown, ctx: Ctx) =>
      item.actorId ? ctx.loaders.user.load(item.actorId) : null,
    comment: (item: InboxItemRow, _: unknown, ctx: Ctx) => ctx.loaders.comment.load(item.commentId),
    asset: (item: InboxItemRow, _: unknown, ctx: Ctx) => ctx.loaders.asset.load(item.assetId),
  },
  Asset: {
    mentionable: async (
      asset: { id: string; projectId: string; folderId: string },
      _: unknown,
      ctx: Ctx,
    ) => {
      if (!ctx.viewer || !(await mayComment(ctx, asset.id))) return [];
      const people = await mentionablePeople(ctx, asset);
      return (await Promise.all(people.map((person) => ctx.loaders.user.load(person.id)))).filter(
        (user) => user != null,
      );
    },
  },
} satisfies IResolvers;
