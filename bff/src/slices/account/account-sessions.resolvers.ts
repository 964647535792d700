import type { SignInRecord } from '@rushes/migrations';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { liveSessionsOf } from '../../auth/session.queries.ts';
import { appError } from '../../errors.ts';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import type { MutationEndSessionArgs } from '../../graphql/schema-types.generated.ts';
import { signedIn } from '../access.ts';

type Ctx = MercuriusContext;
type SessionRow = Awaited<ReturnType<typeof liveSessionsOf>>[number];

/** The signed-in user's live sessions; none to a visitor or someone signed out. */
async function sessions(_root: unknown, _args: unknown, ctx: Ctx) {
  if (!ctx.viewer) return [];
  return liveSessionsOf(ctx.services.db, ctx.viewer.userId);
}

/** How many of a user's sign-ins the account shows. */
const RECENT_SIGN_INS = 20;

/** The signed-in user's recent sign-ins, refused ones too. */
async function recentSignIns(_root: unknown, _args: unknown, ctx: Ctx) {
  const viewer = signedIn(ctx);
  return ctx.services.db
    .selectFrom('signInRecord')
    .selectAll()
    .where('userId', '=', viewer.userId)
    .orderBy('at', 'desc')
    .limit(RECENT_SIGN_INS)
    .execute();
}

/** Ends one of the user's own live sessions; any other (or an ended one) is NOT_FOUND. */
async function endSession(_root: unknown, { input }: MutationEndSessionArgs, ctx: Ctx) {
  const viewer = signedIn(ctx);
  const { id } = fromGlobalId(input.id, { type: 'UserSession', field: 'id' });
  const own = await liveSessionsOf(ctx.services.db, viewer.userId);
  if (!own.some((session) => session.id === id)) {
    throw appError('NOT_FOUND', { field: 'id', entity: 'session' });
  }
  await ctx.services.sessions.end(id, 'signed_out_elsewhere');
  return { endedId: input.id, clientMutationId: input.clientMutationId ?? null };
}

/**
 * The account area's sessions: where the user is signed in, signing one of them out, and the
 * recent sign-ins.
 */
export const accountSessionResolvers = {
  Query: { sessions, recentSignIns },
  Mutation: { endSession },
  SignInRecord: {
    outcome: (record: SignInRecord) => record.outcome.toUpperCase(),
    device: (record: SignInRecord) => record.userAgent,
  },
  UserSession: {
    id: (session: SessionRow) => toGlobalId('UserSession', session.id),
    lastUsedAt: (session: SessionRow) => session.lastSeenAt,
    device: (session: SessionRow) => session.userAgent,
    current: (session: SessionRow, _: unknown, ctx: Ctx) => session.id === ctx.request.sessionId,
  },
} satisfies IResolvers;
