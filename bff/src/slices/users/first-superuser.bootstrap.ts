import { type CommandOrigin, systemOrigin, uuidFrom } from '@rushes/events';
import { hashPassword } from '../../auth/password.ts';
import type { Config } from '../../config.ts';
import { AppError, decided } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { nameKey } from '../validation.ts';
import { workspaceCommands } from '../workspaces/workspace.binding.ts';
import { firstSuperuserCommands } from './user.binding.ts';
import { hasAnyUser } from './user.queries.ts';

const DEFAULT_WORKSPACE = 'Default';
/** The default workspace's id: fixed for ever, every install has the same one. */
const DEFAULT_WORKSPACE_ID = 'b645bc55-b8ad-5a0e-88b5-d9c20d2fc671';
const ADMIN_NAME = 'Admin';

/**
 * The default workspace has a fixed id and command id, so every start and every BFF asks for the
 * same one and the log keeps it once.
 */
async function ensureDefaultWorkspace(services: Services, origin: CommandOrigin): Promise<void> {
  const workspaceId = DEFAULT_WORKSPACE_ID;
  const name = DEFAULT_WORKSPACE;
  const command = { type: 'CreateWorkspace' as const, workspaceId, name, isDefault: true };
  const options = { idempotencyKey: 'default-workspace' };
  decided(await workspaceCommands.run(services, origin, workspaceId, command, options));
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
  const command = {
    type: 'CreateUser' as const,
    userId,
    ...input,
    passwordHash,
    isSuperuser: true,
  };
  const options = { idempotencyKey: 'first-superuser' };
  decided(await firstSuperuserCommands.run(services, origin, userId, command, options));
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
