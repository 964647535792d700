import { newId } from '@rushes/events';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError, decided, fromDomainError } from '../../errors.ts';
import type {
  InviteUserInput,
  MutationInviteUserArgs,
  MutationReinviteArgs,
} from '../../graphql/schema-types.generated.ts';
import { decideFor, forgetLoaded, originOf } from '../../request-context.ts';
import { signedIn, written } from '../access.ts';
import { projectAccessCommands } from '../members/project-access.binding.ts';
import { pairKey } from '../pair-keys.ts';
import type { ProjectRow } from '../projects/project.queries.ts';
import { isProjectRole } from '../roles.ts';
import { userCommands } from '../users/user.binding.ts';
import { findUserByEmail } from '../users/user.queries.ts';
import { invalid } from '../validation.ts';
import { correctedDetails, invitationTarget, reinvitable } from './invitation.access.ts';
import { sendInvitation } from './invitation.ts';

type Ctx = MercuriusContext;

/** Whether the user is already in the project: a member, or Admin of its workspace. */
async function inProject(ctx: Ctx, project: ProjectRow, userId: string) {
  const member = await ctx.loaders.membership.load(pairKey(project.id, userId));
  return member !== null || ctx.loaders.isWorkspaceAdmin.load(pairKey(project.workspaceId, userId));
}

/**
 * The user with the address, or a new invited one (`created`); an address of someone already in
 * the project is NAME_CONFLICT (they are managed in its list, not invited again). A second
 * inviter of the same new address at the same moment meets the reservation: the user they made
 * is then found.
 */
async function invitedUser(ctx: Ctx, project: ProjectRow, input: InviteUserInput) {
  const { db } = ctx.services;
  const existing = await findUserByEmail(db, input.email);
  if (existing && (await inProject(ctx, project, existing.id))) {
    throw appError('NAME_CONFLICT', { field: 'email', entity: 'projectUser' });
  }
  if (existing) return { userId: existing.id, created: false };
  const viewer = signedIn(ctx);
  const userId = newId('user', viewer.userId, input.clientMutationId);
  const command = { type: 'InviteUser' as const, userId, email: input.email, name: input.name };
  const options = { idempotencyKey: input.clientMutationId };
  const result = await userCommands.run(ctx.services, originOf(ctx), userId, command, options);
  if (!result.ok && result.error.code === 'NAME_CONFLICT') {
    const other = await findUserByEmail(db, input.email);
    if (other) return { userId: other.id, created: false };
  }
  return { userId, created: decided(result).events.length > 0 };
}

/** Mails a new link to a user who has not joined; answers whether it went out. */
async function mailInvitation(ctx: Ctx, userId: string, project: string | null) {
  forgetLoaded(ctx);
  const user = written(await ctx.loaders.user.load(userId));
  if (user.joinedAt) return { user, invited: false };
  const inviter = await ctx.loaders.user.load(signedIn(ctx).userId);
  const now = new Date();
  await sendInvitation(ctx.services, { user, inviter: inviter?.name ?? '', project, now });
  return { user, invited: true };
}

async function inviteUser(_root: unknown, { input }: MutationInviteUserArgs, ctx: Ctx) {
  const { project, folderId } = await invitationTarget(ctx, input);
  // Refused before anything is decided, so a bad call creates no user.
  if (input.name.trim() === '') throw fromDomainError(invalid('name', 'required'));
  if (!isProjectRole(input.roleId)) throw fromDomainError(invalid('role', 'oneOf'));
  const { userId, created } = await invitedUser(ctx, project, input);
  const workspaceAdmin = await ctx.loaders.isWorkspaceAdmin.load(
    pairKey(project.workspaceId, userId),
  );
  const command = {
    type: 'AssignInvitedUser' as const,
    projectId: project.id,
    userId,
    workspaceAdmin,
    rootFolderId: project.rootFolderId,
    folderId,
    role: input.roleId,
  };
  await decideFor(ctx, projectAccessCommands, project.id, command, input.clientMutationId);
  const { user, invited } = await mailInvitation(ctx, userId, project.name);
  return { created, invited, user, clientMutationId: input.clientMutationId ?? null };
}

async function reinvite(_root: unknown, { input }: MutationReinviteArgs, ctx: Ctx) {
  const { user, project } = await reinvitable(ctx, input);
  const details = (await correctedDetails(ctx, user, input)) ?? undefined;
  const command = { type: 'Reinvite' as const, userId: user.id, details };
  await decideFor(ctx, userCommands, user.id, command, input.clientMutationId);
  const mailed = await mailInvitation(ctx, user.id, project?.name ?? null);
  return { user: mailed.user, clientMutationId: input.clientMutationId ?? null };
}

export const invitationMutations = {
  Mutation: { inviteUser, reinvite },
} satisfies IResolvers;
