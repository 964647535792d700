import type { IResolvers, MercuriusContext } from 'mercurius';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import type { MutationDeleteUserArgs } from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { allow, found, signedIn } from '../access.ts';
import { userAllowedTo } from '../policy.ts';
import { userCommands } from './user.binding.ts';

/**
 * A superuser deletes someone else (FORBIDDEN to anyone else, before the id is looked at): the
 * user's e-mail address is released with the event, then every session they have ends, which
 * closes their websockets on every BFF.
 */
async function deleteUser(
  _root: unknown,
  { input }: MutationDeleteUserArgs,
  ctx: MercuriusContext,
) {
  const viewer = signedIn(ctx);
  const { id } = fromGlobalId(input.userId, { type: 'User', field: 'userId' });
  allow(userAllowedTo(viewer, id).delete);
  const user = found(await ctx.loaders.user.load(id), 'user', 'userId');
  const command = { type: 'DeleteUser' as const, userId: user.id };
  await decideFor(ctx, userCommands, user.id, command, input.clientMutationId);
  await ctx.services.sessions.endSessionsOf(user.id, { reason: 'user_deleted' });
  const deletedUserId = toGlobalId('User', user.id);
  return { deletedUserId, clientMutationId: input.clientMutationId ?? null };
}

export const userMutations = { Mutation: { deleteUser } } satisfies IResolvers;
