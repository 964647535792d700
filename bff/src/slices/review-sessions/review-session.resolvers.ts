import { newId } from '@rushes/events';
import type { ReviewSessionRow } from '@rushes/migrations';
import type { GraphQLResolveInfo } from 'graphql';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationInviteToReviewSessionArgs,
  MutationJoinReviewSessionArgs,
  MutationPassReviewSessionControlArgs,
  MutationPointInReviewSessionArgs,
  MutationShowInReviewSessionArgs,
  MutationStartReviewSessionArgs,
  SubscriptionReviewSessionChangedArgs,
} from '../../graphql/schema-types.generated.ts';
import { seenOnly } from '../../live/seen-only.ts';
import { decideFor, forgetLoaded, type RequestContext } from '../../request-context.ts';
import { allow, found, signedIn, written } from '../access.ts';
import type { AssetRow } from '../assets/asset.queries.ts';
import { canEditProject, canEndSession, canPresent, canStartSession } from '../policy.ts';
import { reachedAssets, reachedSession, sessionReached } from './review-session.access.ts';
import { sessionCommands } from './review-session.binding.ts';
import { mailInvitations, mayBeInvited } from './review-session.invitations.ts';
import { type SessionChangedPayload, sessionChangedTopic } from './review-session.live.ts';
import { markPresent } from './review-session.presence.ts';
import {
  findSession,
  listAttendees,
  listInvitations,
  listInvitees,
  listOpenSessions,
  listParticipants,
} from './review-session.queries.ts';
import { readableNotes, shownVersionsOf } from './review-session.summary.ts';

type Ctx = MercuriusContext;
type SessionCommand = Parameters<typeof sessionCommands.run>[3];

/** The most assets one session shows. */
const MAX_SESSION_ASSETS = 100;

const sessionIdOf = (globalId: string) =>
  fromGlobalId(globalId, { type: 'ReviewSession', field: 'sessionId' }).id;

/** A session the caller may see, as a mutation names it; NOT_FOUND otherwise. */
async function namedSession(ctx: RequestContext, globalId: string) {
  const viewer = signedIn(ctx);
  const reached = found(
    await reachedSession(ctx, sessionIdOf(globalId)),
    'reviewSession',
    'sessionId',
  );
  return { viewer, ...reached };
}

/** Decides on the session, then answers it as its read model has it. */
async function decided(
  ctx: RequestContext,
  sessionId: string,
  command: SessionCommand,
  clientMutationId: string | null | undefined,
) {
  await decideFor(ctx, sessionCommands, sessionId, command, clientMutationId);
  return {
    session: written(await findSession(ctx.services.db, sessionId)),
    clientMutationId: clientMutationId ?? null,
  };
}

async function startReviewSession(
  _root: unknown,
  { input }: MutationStartReviewSessionArgs,
  ctx: Ctx,
) {
  const viewer = signedIn(ctx);
  if (input.assetIds.length === 0 || input.assetIds.length > MAX_SESSION_ASSETS) {
    throw appError('VALIDATION_FAILED', { field: 'assetIds', rule: 'range' });
  }
  const ids = input.assetIds.map((id) => fromGlobalId(id, { type: 'Asset', field: 'assetIds' }).id);
  const reached = found(await reachedAssets(ctx, ids), 'asset', 'assetIds');
  allow(canStartSession(viewer, reached.access, reached.assets));
  const first = await ctx.loaders.asset.load(ids[0] ?? '');
  const sessionId = newId('reviewSession', viewer.userId, input.clientMutationId);
  const command = {
    type: 'StartSession' as const,
    sessionId,
    projectId: reached.project.id,
    name: input.name ?? first?.name ?? '',
    assetIds: ids,
    userId: viewer.userId,
  };
  return decided(ctx, sessionId, command, input.clientMutationId);
}

/** Join, leave and end: the caller, on a session they may see. */
const onSession =
  (type: 'JoinSession' | 'LeaveSession' | 'EndSession') =>
  async (_root: unknown, { input }: MutationJoinReviewSessionArgs, ctx: Ctx) => {
    const { viewer, session, access } = await namedSession(ctx, input.sessionId);
    if (type === 'EndSession') allow(canEndSession(viewer, access, session.presenterId));
    const base = { sessionId: session.id, userId: viewer.userId };
    const command: SessionCommand =
      type === 'EndSession'
        ? { type, ...base, editsProject: canEditProject(viewer, access) }
        : { type, ...base };
    return decided(ctx, session.id, command, input.clientMutationId);
  };

async function showInReviewSession(
  _root: unknown,
  { input }: MutationShowInReviewSessionArgs,
  ctx: Ctx,
) {
  const { viewer, session } = await namedSession(ctx, input.sessionId);
  allow(canPresent(viewer, session.presenterId));
  const assetId = fromGlobalId(input.assetId, { type: 'Asset', field: 'assetId' }).id;
  const versionId = fromGlobalId(input.versionId, { type: 'Version', field: 'versionId' }).id;
  const version = await ctx.loaders.version.load(versionId);
  if (version?.assetId !== assetId) {
    throw appError('VALIDATION_FAILED', { field: 'versionId', rule: 'ofAsset' });
  }
  const command = {
    type: 'ShowInSession' as const,
    ...{ sessionId: session.id, userId: viewer.userId, assetId, versionId },
    ...{ position: input.position, playing: input.playing, rate: input.rate },
  };
  return decided(ctx, session.id, command, input.clientMutationId);
}

async function inviteToReviewSession(
  _root: unknown,
  { input }: MutationInviteToReviewSessionArgs,
  ctx: Ctx,
) {
  const { viewer, ...reached } = await namedSession(ctx, input.sessionId);
  const { session } = reached;
  const ids = input.userIds.map((id) => fromGlobalId(id, { type: 'User', field: 'userIds' }).id);
  const choices = new Set((await mayBeInvited(ctx, reached)).map((user) => user.id));
  if (ids.length === 0 || ids.some((id) => !choices.has(id))) {
    throw appError('VALIDATION_FAILED', { field: 'userIds', rule: 'mayJoin' });
  }
  const command = {
    type: 'InviteToSession' as const,
    ...{ sessionId: session.id, userId: viewer.userId, userIds: ids },
  };
  const { events } = await decideFor(
    ctx,
    sessionCommands,
    session.id,
    command,
    input.clientMutationId,
  );
  const invited = events.flatMap((event) =>
    event.type === 'review_session.invited' ? event.data.userIds : [],
  );
  await mailInvitations(ctx, session, reached, invited);
  return {
    session: written(await findSession(ctx.services.db, session.id)),
    invited: invited.map((userId) => ctx.loaders.user.load(userId)),
    clientMutationId: input.clientMutationId ?? null,
  };
}

async function pointInReviewSession(
  _root: unknown,
  { input }: MutationPointInReviewSessionArgs,
  ctx: Ctx,
) {
  const { viewer, session } = await namedSession(ctx, input.sessionId);
  allow(canPresent(viewer, session.presenterId));
  const command = {
    type: 'PointInSession' as const,
    ...{ sessionId: session.id, userId: viewer.userId, x: input.x ?? null, y: input.y ?? null },
  };
  return decided(ctx, session.id, command, input.clientMutationId);
}

async function passReviewSessionControl(
  _root: unknown,
  { input }: MutationPassReviewSessionControlArgs,
  ctx: Ctx,
) {
  const { viewer, session } = await namedSession(ctx, input.sessionId);
  allow(canPresent(viewer, session.presenterId));
  const toUserId = fromGlobalId(input.userId, { type: 'User', field: 'userId' }).id;
  const command = {
    type: 'PassControl' as const,
    ...{ sessionId: session.id, userId: viewer.userId, toUserId },
  };
  return decided(ctx, session.id, command, input.clientMutationId);
}

/**
 * The session as a change left it, read once for all the subscribers a BFF hands that change to
 * (they are given the same message): a session with many followers costs one read a change.
 */
const sessionsAfter = new WeakMap<SessionChangedPayload, Promise<ReviewSessionRow | undefined>>();
function sessionAfter(ctx: RequestContext, payload: SessionChangedPayload) {
  const read = sessionsAfter.get(payload) ?? findSession(ctx.services.db, payload.sessionId);
  sessionsAfter.set(payload, read);
  return read;
}

/** The iterator as it is, with `stop` called once the subscription ends whichever way. */
function whileOpen<T>(iterator: AsyncIterator<T>, stop: () => void): AsyncIterableIterator<T> {
  return {
    next: () => iterator.next(),
    async return(value?: unknown) {
      stop();
      return (await iterator.return?.(value)) ?? { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      stop();
      if (iterator.throw) return iterator.throw(error);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** The session's changes, to subscribers who may still see it. */
const heardChanges = seenOnly<SessionChangedPayload>(
  sessionChangedTopic,
  async (payload, ctx) => (await sessionReached(ctx, await sessionAfter(ctx, payload))) !== null,
);

const reviewSessionChanged = {
  // refused at once, before the filtered stream starts
  async subscribe(
    root: unknown,
    args: SubscriptionReviewSessionChangedArgs,
    ctx: MercuriusContext,
    info: GraphQLResolveInfo,
  ) {
    const { session, viewer } = await namedSession(ctx, args.sessionId);
    const heard = await heardChanges(root, { id: session.id }, ctx, info);
    // while the page follows and may still see the session, the person is present; once it
    // stops (or they lose sight of it), they drop out in time
    const { db, config } = ctx.services;
    const present = async () => {
      forgetLoaded(ctx);
      if (await reachedSession(ctx, session.id)) await markPresent(db, session.id, viewer.userId);
    };
    void present().catch(() => undefined);
    const timer = setInterval(
      () => void present().catch(() => undefined),
      config.reviewSessionDropMs / 3,
    );
    return whileOpen(heard, () => clearInterval(timer));
  },
  // only what the filter let through comes here
  async resolve(payload: SessionChangedPayload, _args: unknown, ctx: MercuriusContext) {
    const session = await sessionAfter(ctx, payload);
    return session && { change: payload.change, session };
  },
};

async function reviewSessions(asset: AssetRow, _args: unknown, ctx: Ctx) {
  const open = await listOpenSessions(ctx.services.db, asset.id);
  const seen = await Promise.all(open.map((session) => reachedSession(ctx, session.id)));
  return seen.flatMap((reached) => (reached ? [reached.session] : []));
}

/** Who is in a session as one answer read it: its fields share one read. */
const participantsRead = new WeakMap<ReviewSessionRow, ReturnType<typeof listParticipants>>();
function participantsOf(ctx: RequestContext, session: ReviewSessionRow) {
  const read = participantsRead.get(session) ?? listParticipants(ctx.services.db, session.id);
  participantsRead.set(session, read);
  return read;
}

/** People of a session, each marked whether they present it now. */
const withPresenter = <T extends { userId: string }>(session: ReviewSessionRow, rows: T[]) =>
  rows.map((row) => ({ ...row, isPresenter: row.userId === session.presenterId }));

/** `Query.node` for a ReviewSession: where the caller may see it. */
export const sessionNode = async (ctx: RequestContext, id: string) =>
  (await reachedSession(ctx, id))?.session ?? null;

export const reviewSessionResolvers = {
  Asset: { reviewSessions },
  ReviewSession: {
    id: (session: ReviewSessionRow) => toGlobalId('ReviewSession', session.id),
    assets: async (session: ReviewSessionRow, _args: unknown, ctx: Ctx) =>
      (await reachedAssets(ctx, session.assetIds))?.assets.map(({ assetId }) =>
        ctx.loaders.asset.load(assetId),
      ) ?? [],
    presenter: (session: ReviewSessionRow, _args: unknown, ctx: Ctx) =>
      ctx.loaders.user.load(session.presenterId),
    isPresenter: (session: ReviewSessionRow, _args: unknown, ctx: Ctx) =>
      ctx.viewer?.userId === session.presenterId,
    isParticipant: async (session: ReviewSessionRow, _args: unknown, ctx: Ctx) =>
      (await participantsOf(ctx, session)).some((row) => row.userId === ctx.viewer?.userId),
    participants: async (session: ReviewSessionRow, _args: unknown, ctx: Ctx) =>
      withPresenter(session, await participantsOf(ctx, session)),
    shown: (session: ReviewSessionRow) =>
      session.shown && session.shownAt && { ...session.shown, at: session.shownAt },
    canEnd: async (session: ReviewSessionRow, _args: unknown, ctx: Ctx) => {
      if (session.endedAt) return false;
      const reached = await reachedSession(ctx, session.id);
      return !!reached && canEndSession(ctx.viewer, reached.access, session.presenterId);
    },
    attendees: async (session: ReviewSessionRow, _args: unknown, ctx: Ctx) =>
      withPresenter(session, await listAttendees(ctx.services.db, session.id)),
    shownVersions: (session: ReviewSessionRow, _args: unknown, ctx: Ctx) =>
      shownVersionsOf(ctx, session.id),
    notes: (session: ReviewSessionRow, _args: unknown, ctx: Ctx) => readableNotes(ctx, session.id),
    invitees: async (session: ReviewSessionRow, _args: unknown, ctx: Ctx) =>
      session.endedAt
        ? []
        : (await listInvitees(ctx.services.db, session.id)).map((row) =>
            ctx.loaders.user.load(row.userId),
          ),
    inviteChoices: async (session: ReviewSessionRow, _args: unknown, ctx: Ctx) => {
      const reached = await reachedSession(ctx, session.id);
      const inIt = (await participantsOf(ctx, session)).map((row) => row.userId);
      if (!reached || session.endedAt || !inIt.includes(ctx.viewer?.userId ?? '')) return [];
      const invited = (await listInvitees(ctx.services.db, session.id)).map((row) => row.userId);
      const known = new Set([...inIt, ...invited]);
      return (await mayBeInvited(ctx, reached)).filter((user) => !known.has(user.id));
    },
  },
  Comment: {
    reviewSession: async (comment: { reviewSessionId: string | null }, _args: unknown, ctx: Ctx) =>
      comment.reviewSessionId
        ? ((await reachedSession(ctx, comment.reviewSessionId))?.session ?? null)
        : null,
  },
  ReviewSessionParticipant: {
    user: (row: { userId: string }, _args: unknown, ctx: Ctx) => ctx.loaders.user.load(row.userId),
  },
  ReviewSessionShown: {
    asset: async ({ assetId }: { assetId: string }, _args: unknown, ctx: Ctx) =>
      ctx.loaders.asset.load(assetId),
    version: ({ versionId }: { versionId: string }, _args: unknown, ctx: Ctx) =>
      ctx.loaders.version.load(versionId),
  },
  Query: {
    reviewSessionInvitations: async (_root: unknown, _args: unknown, ctx: Ctx) => {
      const open = await listInvitations(ctx.services.db, signedIn(ctx).userId);
      const seen = await Promise.all(open.map((session) => reachedSession(ctx, session.id)));
      return seen.flatMap((reached) => (reached ? [reached.session] : []));
    },
  },
  Mutation: {
    inviteToReviewSession,
    startReviewSession,
    joinReviewSession: onSession('JoinSession'),
    leaveReviewSession: onSession('LeaveSession'),
    showInReviewSession,
    pointInReviewSession,
    passReviewSessionControl,
    endReviewSession: onSession('EndSession'),
  },
  Subscription: { reviewSessionChanged },
} satisfies IResolvers;
