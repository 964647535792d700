import {
  type CommandOrigin,
  runCommand,
  systemOrigin,
  type UserEvent,
  uuidFrom,
} from '@rushes/events';
import { hashPassword } from '../../auth/password.ts';
import type { Config } from '../../config.ts';
import { AppError, decided } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { nameKey } from '../validation.ts';
import { workspaceDecider, workspaceReservations } from '../workspaces/workspace.decider.ts';
import { workspacesProjection } from '../workspaces/workspace.projection.ts';
import { userDecider, userReservations } from './user.decider.ts';
import { usersProjection } from './user.projection.ts';
import { hasAnyUser } from './user.queries.ts';

const DEFAULT_WORKSPACE = 'Default';
/** The default workspace's id: fixed for ever, every install has the same one. */
const DEFAULT_WORKSPACE_ID = 'b645bc55-b8ad-5a0e-88b5-d9c20d2fc671';
const ADMIN_NAME = 'Admin';

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
async function ensureDefaultWorkspace(services: Services, origin: CommandOrigin): Promise<void> {
  const workspaceId = DEFAULT_WORKSPACE_ID;
  const result = await runCommand(services, origin, {
    stream: `workspace.${workspaceId}`,
    decider: workspaceDecider,
    command: { type: 'CreateWorkspace', workspaceId, name: DEFAULT_WORKSPACE, isDefault: true },
    reserve: workspaceReservations,
    readModels: [workspacesProjection],
    idempotencyKey: 'default-workspace',
  });
  decided(result);
}

/**
 * Creates the first superuser and the default workspace. The user's id and command id come from
 * the e-mail, so a retry, a restart or a second BFF doing the same lands on the same commit; a
 * first superuser with another e-mail is a NAME_CONFLICT; bad input a VALIDATION_FAILED naming the
 * field and rule.
 */
export async function createFirstSuperuser(
  services: Services,
  input: { name: string; email: string; password: string },
): Promise<{ userId: string }> {
  const origin = systemOrigin('first-superuser');
  const userId = uuidFrom('first-superuser', nameKey(input.email));
  const passwordHash = await hashPassword(input.password);
  const result = await runCommand(services, origin, {
    stream: `user.${userId}`,
    decider: userDecider,
    command: { type: 'CreateUser', userId, ...input, passwordHash, isSuperuser: true },
    reserve: firstSuperuserReservations,
    readModels: [usersProjection],
    idempotencyKey: 'first-superuser',
  });
  decided(result);
  await ensureDefaultWorkspace(services, origin);
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
    await ensureDefaultWorkspace(services, systemOrigin('bootstrap'));
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
