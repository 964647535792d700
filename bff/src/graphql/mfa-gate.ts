import type { FastifyInstance } from 'fastify';
import type { DocumentNode } from 'graphql';
import { needsMfa } from '../auth/mfa-requirement.ts';
import { AppError } from '../errors.ts';
import type { RequestContext } from '../request-context.ts';
import { closedField } from './open-fields.ts';
import type { SchemaLike } from './operation-limits.ts';

/**
 * What a user who must set up a second factor and has none may still ask for: their account
 * (name, preferences, notifications, sessions, sign-ins), their factors and codes, and the
 * shell's subscriptions. A field is open when its type is open here, or it is one of the
 * type's fields listed; everything else answers MFA_REQUIRED.
 */
const openWhileMfaMissing: Record<string, '*' | readonly string[]> = {
  Query: ['currentUser', 'authFactors', 'recoveryCodes', 'sessions', 'recentSignIns'],
  Mutation: [
    'addUserAuthFactor',
    'activateAuthFactor',
    'triggerAuthFactor',
    'removeAuthFactor',
    'generateRecoveryCodes',
    'updateUser',
    'updateUserSettings',
    'updateUserProjectSettings',
    'endSession',
  ],
  Subscription: ['welcome', 'accessChanged'],
  User: [
    'id',
    'name',
    'email',
    'isSuperuser',
    // the header's tabs, which the guard keeps them from following
    'hasEditableProjects',
    'canManageWorkspaces',
    'hasJoined',
    'settings',
    'isExternal',
    'projectSettings',
    'hasActiveFactors',
    'needsMfa',
  ],
  // a project of the notifications' list: its name, nothing inside it
  Project: ['id', 'name'],
  ...Object.fromEntries(
    [
      'UserSettings',
      'UserProjectSettings',
      'AuthFactor',
      'RecoveryCode',
      'UserSession',
      'SignInRecord',
      'Welcome',
      'AddUserAuthFactorPayload',
      'ActivateAuthFactorPayload',
      'TriggerAuthFactorPayload',
      'RemoveAuthFactorPayload',
      'GenerateRecoveryCodesPayload',
      'UpdateUserPayload',
      'UpdateUserSettingsPayload',
      'UpdateUserProjectSettingsPayload',
      'EndSessionPayload',
    ].map((type) => [type, '*']),
  ),
};

const isOpen = (type: string, field: string) => {
  const open = openWhileMfaMissing[type];
  return open === '*' || (open?.includes(field) ?? false);
};

/**
 * Refuses (MFA_REQUIRED) an operation of a user who needs a second factor and has none, unless
 * it asks only for what stays open to them: until they set one up, their account is all they
 * reach, whatever the web app shows.
 */
export async function checkMfaGate(
  schema: SchemaLike,
  document: DocumentNode,
  ctx: Pick<RequestContext, 'viewer' | 'loaders' | 'services'>,
): Promise<void> {
  const { viewer } = ctx;
  if (!viewer || ctx.services.config.requireMfa === 'none') return;
  const user = await ctx.loaders.user.load(viewer.userId);
  if (!user || !needsMfa(ctx.services.config, user)) return;
  if (await ctx.loaders.hasActiveFactors.load(viewer.userId)) return;
  const closed = closedField(schema, document, isOpen);
  if (closed) {
    throw new AppError('MFA_REQUIRED', { field: closed }, 'set up a second factor first');
  }
}

/** The gate on every operation, over HTTP and the websocket alike. */
export function installMfaGate(app: FastifyInstance): void {
  app.graphql.addHook('preExecution', async (schema, document, context) => {
    await checkMfaGate(schema, document, context);
  });
  app.graphql.addHook('preSubscriptionExecution', async (schema, document, context) => {
    await checkMfaGate(schema, document, context);
  });
}
