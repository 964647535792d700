import type { IResolvers, MercuriusContext } from 'mercurius';
import { isExternalUser } from '../../auth/external-users.ts';
import { userAllowedTo } from '../policy.ts';
import type { UserRow } from '../users/user.queries.ts';
import type { ProjectSettingsRow } from './account.queries.ts';

/** Whether the viewer edits this user's account: the user themselves, or a superuser. */
export const editsAccount = (ctx: MercuriusContext, userId: string): boolean =>
  userAllowedTo(ctx.viewer, userId).edit;

/** `User`'s account fields, shown only to those who may edit the account. */
export const accountResolvers = {
  User: {
    settings: (user: UserRow, _args: unknown, ctx: MercuriusContext) =>
      editsAccount(ctx, user.id)
        ? {
            autoPlay: user.autoPlay,
            prefersUploadV2: user.prefersUploadV2,
            inboxMail: user.inboxMail.toUpperCase(),
          }
        : null,
    isExternal: (user: UserRow, _args: unknown, ctx: MercuriusContext) =>
      editsAccount(ctx, user.id) && isExternalUser(ctx.services, user.email),
    projectSettings: async (user: UserRow, _args: unknown, ctx: MercuriusContext) =>
      editsAccount(ctx, user.id) ? ctx.loaders.projectSettings.load(user.id) : [],
  },
  UserProjectSettings: {
    project: (row: ProjectSettingsRow, _args: unknown, ctx: MercuriusContext) =>
      ctx.loaders.project.load(row.projectId),
  },
} satisfies IResolvers;
