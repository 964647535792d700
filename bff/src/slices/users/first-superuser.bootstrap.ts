import { randomUUID } from 'node:crypto';
import type { UserEvent } from '@rushes/events';
import { hashPassword } from '../../auth/password.ts';
import { runCommand } from '../../commands/run-command.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import type { GraphQLContext, Services } from '../../graphql/context.ts';
import { uuidFrom } from '../ids.ts';
import { nameKey } from '../validation.ts';
import { workspaceDecider, workspaceReservations } from '../workspaces/workspace.decider.ts';
import { workspacesProjection } from '../workspaces/workspace.projection.ts';
import { userDecider, userReservations } from './user.decider.ts';
import { usersProjection } from './user.projection.ts';
import { hasAnyUser } from './user.queries.ts';

const DEFAULT_WORKSPACE = 'Default';
const ADMIN_NAME = 'Admin';

/** Rushes acting on its own behalf (actor `system`), outside any request. */
const systemContext = (services: Services): GraphQLContext => ({
  services,
  viewer: null,
  request: { id: `bootstrap-${randomUUID()}`, clientIp: null, headers: {} },
});

/** There is only ever one first superuser, whichever way (setting or setup link) it came. */
const firstSuperuserReservations = (events: UserEvent[]) => [
  ...userReservations(events),
  ...events.map((event) => ({
    scope: 'first-superuser',
    key: 'rushes',
    owner: event.data.id,
    conflict: { field: 'email', entity: 'superuser' },
  })),
];

/**
 * The default workspace has a fixed id and command id, so every start and every BFF asks for the
 * same one and the log keeps it once.
 */
async function ensureDefaultWorkspace(ctx: GraphQLContext): Promise<void> {
  const workspaceId = uuidFrom('default-workspace');
  await runCommand(ctx, {
    stream: `workspace.${workspaceId}`,
    decider: workspaceDecider,
    command: { type: 'CreateWorkspace', workspaceId, name: DEFAULT_WORKSPACE, isDefault: true },
    reserve: workspaceReservations,
    projections: [workspacesProjection],
    clientMutationId: 'default-workspace',
  });
}

/**
 * Creates the first superuser and the default workspace. The user's id and command id come from
 * the e-mail, so a retry, a restart or a second BFF doing the same lands on the same commit; a
 * first superuser with another e-mail is a NAME_CONFLICT. Validation failures carry the spec's
 * messages.
 */
export async function createFirstSuperuser(
  services: Services,
  input: { name: string; email: string; password: string },
): Promise<{ userId: string }> {
  const ctx = systemContext(services);
  const userId = uuidFrom('first-superuser', nameKey(input.email));
  const passwordHash = await hashPassword(input.password);
  await runCommand(ctx, {
    stream: `user.${userId}`,
    decider: userDecider,
    command: { type: 'CreateUser', userId, ...input, passwordHash, isSuperuser: true },
    reserve: firstSuperuserReservations,
    projections: [usersProjection],
    clientMutationId: 'first-superuser',
  });
  await ensureDefaultWorkspace(ctx);
  return { userId };
}

/**
 * On start: creates the first superuser from RUSHES_ADMIN_EMAIL / RUSHES_ADMIN_PASSWORD unless a
 * user exists (then it only makes sure the default workspace does). `not-configured`: no user and
 * the variables are unset, so the caller offers a setup link.
 */
export async function bootstrapAdmin(
  services: Services,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
): Promise<'created' | 'exists' | 'not-configured'> {
  const { adminEmail: email, adminPassword: password } = config;
  if (await hasAnyUser(services.db)) {
    await ensureDefaultWorkspace(systemContext(services));
    return 'exists';
  }
  if (!email || !password) return 'not-configured';
  try {
    await createFirstSuperuser(services, { name: ADMIN_NAME, email, password });
    return 'created';
  } catch (error) {
    if (error instanceof AppError && error.code === 'NAME_CONFLICT') return 'exists';
    throw error;
  }
}
