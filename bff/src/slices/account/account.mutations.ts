import type { InboxMailRhythm } from '@rushes/events';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { isExternalUser } from '../../auth/external-users.ts';
import { hashPassword } from '../../auth/password.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationUpdateUserArgs,
  MutationUpdateUserProjectSettingsArgs,
  MutationUpdateUserSettingsArgs,
} from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { allow, found, signedIn, written } from '../access.ts';
import { projectAccessCommands } from '../members/project-access.binding.ts';
import { seesUser } from '../users/user.access.ts';
import { userCommands } from '../users/user.binding.ts';
import { editsAccount } from './account.resolvers.ts';

type Ctx = MercuriusContext;

/**
 * The user whose account the call names: NOT_FOUND when the viewer may not see them (as for an
 * id nothing has), FORBIDDEN when they see but may not edit (a workspace admin).
 */
async function editableAccount(ctx: Ctx, globalId: string, field: string) {
  signedIn(ctx);
  const { id } = fromGlobalId(globalId, { type: 'User', field });
  const user = found(
    (await seesUser(ctx, id)) ? await ctx.loaders.user.load(id) : null,
    'user',
    field,
  );
  allow(editsAccount(ctx, user.id));
  return user;
}

async function updateUser(_root: unknown, { input }: MutationUpdateUserArgs, ctx: Ctx) {
  const user = await editableAccount(ctx, input.id, 'id');
  const password = input.password ?? '';
  const command = {
    type: 'UpdateUser' as const,
    userId: user.id,
    name: input.name,
    email: input.email,
    password,
    passwordHash: password === '' ? null : await hashPassword(password),
    external: isExternalUser(ctx.services, user.email),
  };
  const { events } = await decideFor(ctx, userCommands, user.id, command, input.clientMutationId);
  // A new password ends the user's other sessions; the one that changed it stays signed in.
  if (events.some((event) => event.type === 'user.password_changed')) {
    const except = ctx.viewer?.userId === user.id ? ctx.request.sessionId : null;
    await ctx.services.sessions.endSessionsOf(user.id, except ? { except } : {});
  }
  const updated = written(await ctx.loaders.user.load(user.id));
  return { user: updated, clientMutationId: input.clientMutationId ?? null };
}

async function updateUserSettings(
  _root: unknown,
  { input }: MutationUpdateUserSettingsArgs,
  ctx: Ctx,
) {
  const user = await editableAccount(ctx, input.userId, 'userId');
  const { inboxMail, ...flags } = input.settings;
  const settings = {
    ...Object.fromEntries(Object.entries(flags).filter(([, value]) => typeof value === 'boolean')),
    ...(inboxMail ? { inboxMail: inboxMail.toLowerCase() as InboxMailRhythm } : {}),
  };
  const command = { type: 'UpdateUserSettings' as const, userId: user.id, settings };
  await decideFor(ctx, userCommands, user.id, command, input.clientMutationId);
  const updated = written(await ctx.loaders.user.load(user.id));
  return { user: updated, clientMutationId: input.clientMutationId ?? null };
}

async function updateUserProjectSettings(
  _root: unknown,
  { input }: MutationUpdateUserProjectSettingsArgs,
  ctx: Ctx,
) {
  const user = await editableAccount(ctx, input.userId, 'userId');
  const { id: projectId } = fromGlobalId(input.projectId, { type: 'Project', field: 'projectId' });
  const command = {
    type: 'UpdateMemberSettings' as const,
    projectId,
    userId: user.id,
    receiveFolderContentNotifications: input.receiveFolderContentNotifications,
    receiveCommentNotifications: input.receiveCommentNotifications,
  };
  await decideFor(ctx, projectAccessCommands, projectId, command, input.clientMutationId);
  const rows = await ctx.loaders.projectSettings.load(user.id);
  const projectSettings = written(rows.find((row) => row.projectId === projectId));
  return { projectSettings, clientMutationId: input.clientMutationId ?? null };
}

export const accountMutations = {
  Mutation: { updateUser, updateUserSettings, updateUserProjectSettings },
} satisfies IResolvers;
