import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow, signedIn } from '../access.ts';
import { canManageWorkspaces, canSearchPeople, canSeeUser } from '../policy.ts';
import { searchPeople, type UserRow } from './user.queries.ts';

const PEOPLE_LIMIT = 20;
const PEOPLE_MIN_LENGTH = 2;

export const userResolvers = {
  Query: {
    async currentUser(_root: unknown, _args: unknown, ctx: MercuriusContext) {
      const user = await ctx.loaders.user.load(signedIn(ctx).userId);
      if (!user) throw appError('UNAUTHENTICATED');
      return user;
    },
    async people(_root: unknown, args: { query: string }, ctx: MercuriusContext) {
      allow(canSearchPeople(signedIn(ctx)));
      const text = args.query.trim();
      if (text.length < PEOPLE_MIN_LENGTH) {
        throw appError('VALIDATION_FAILED', {
          field: 'query',
          rule: 'minLength',
          min: PEOPLE_MIN_LENGTH,
        });
      }
      return searchPeople(ctx.services.db, text, PEOPLE_LIMIT);
    },
  },
  User: {
    id: (user: UserRow) => toGlobalId('User', user.id),
    async hasEditableProjects(user: UserRow, _args: unknown, ctx: MercuriusContext) {
      return user.isSuperuser || ctx.loaders.managesProjects.load(user.id);
    },
    canManageWorkspaces: (user: UserRow) =>
      canManageWorkspaces({ userId: user.id, isSuperuser: user.isSuperuser }),
  },
} satisfies IResolvers;

/** `node(id)` for a User: the viewer's own record, or anyone's for those who pick people. */
export async function userNode(ctx: RequestContext, id: string) {
  if (!canSeeUser(ctx.viewer, id)) return null;
  return (await ctx.loaders.user.load(id)) ?? null;
}
