import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import type { QueryPeopleArgs } from '../../graphql/schema-types.generated.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow, signedIn } from '../access.ts';
import {
  canManageWorkspaces,
  canSearchPeople,
  canSeeAll,
  hasEditableProjects,
  userAllowedTo,
} from '../policy.ts';
import { seesUser } from './user.access.ts';
import { searchPeople, type UserRow } from './user.queries.ts';

const PEOPLE_LIMIT = 20;

const asViewer = (user: UserRow) => ({ userId: user.id, isSuperuser: user.isSuperuser });

const PEOPLE_MIN_LENGTH = 2;

export const userResolvers = {
  Query: {
    async currentUser(_root: unknown, _args: unknown, ctx: MercuriusContext) {
      const user = await ctx.loaders.user.load(signedIn(ctx).userId);
      if (!user) throw appError('UNAUTHENTICATED');
      return user;
    },
    async people(_root: unknown, args: QueryPeopleArgs, ctx: MercuriusContext) {
      const viewer = signedIn(ctx);
      allow(canSearchPeople(viewer, await ctx.loaders.standing.load(viewer.userId)));
      const text = args.query.trim();
      if (text.length < PEOPLE_MIN_LENGTH) {
        throw appError('VALIDATION_FAILED', {
          field: 'query',
          rule: 'minLength',
          min: PEOPLE_MIN_LENGTH,
        });
      }
      const searcherId = canSeeAll(viewer) ? null : viewer.userId;
      return searchPeople(ctx.services.db, text, PEOPLE_LIMIT, searcherId);
    },
  },
  // A user's e-mail and standing show only to those the policy lets see the user (themselves,
  // those who search people); others reach the user's name only, wherever they meet it.
  User: {
    id: (user: UserRow) => toGlobalId('User', user.id),
    email: async (user: UserRow, _args: unknown, ctx: MercuriusContext) =>
      (await seesUser(ctx, user.id)) ? user.email : null,
    isSuperuser: async (user: UserRow, _args: unknown, ctx: MercuriusContext) =>
      (await seesUser(ctx, user.id)) && user.isSuperuser,
    createdAt: async (user: UserRow, _args: unknown, ctx: MercuriusContext) =>
      (await seesUser(ctx, user.id)) ? user.createdAt : null,
    hasJoined: (user: UserRow) => user.joinedAt !== null,
    invitedAt: async (user: UserRow, _args: unknown, ctx: MercuriusContext) =>
      (await seesUser(ctx, user.id)) ? user.invitedAt : null,
    joinedAt: async (user: UserRow, _args: unknown, ctx: MercuriusContext) =>
      (await seesUser(ctx, user.id)) ? user.joinedAt : null,
    async hasEditableProjects(user: UserRow, _args: unknown, ctx: MercuriusContext) {
      if (!(await seesUser(ctx, user.id))) return false;
      return hasEditableProjects(asViewer(user), await ctx.loaders.standing.load(user.id));
    },
    allowedTo: (user: UserRow, _args: unknown, ctx: MercuriusContext) =>
      userAllowedTo(ctx.viewer, user.id),
    async canManageWorkspaces(user: UserRow, _args: unknown, ctx: MercuriusContext) {
      if (!(await seesUser(ctx, user.id))) return false;
      return canManageWorkspaces(asViewer(user), await ctx.loaders.standing.load(user.id));
    },
  },
} satisfies IResolvers;

/** `node(id)` for a User: the viewer's own record, or anyone's for those who search people. */
export async function userNode(ctx: RequestContext, id: string) {
  if (!(await seesUser(ctx, id))) return null;
  return (await ctx.loaders.user.load(id)) ?? null;
}
