import { maskPhone, normalisePhone } from '@rushes/rules';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { needsMfa } from '../../auth/mfa-requirement.ts';
import { userAgentOf } from '../../auth/sign-in-records.ts';
import { appError } from '../../errors.ts';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationActivateAuthFactorArgs,
  MutationAddUserAuthFactorArgs,
  MutationGenerateRecoveryCodesArgs,
  MutationRemoveAuthFactorArgs,
  MutationTriggerAuthFactorArgs,
} from '../../graphql/schema-types.generated.ts';
import { forgetLoaded, originOf } from '../../request-context.ts';
import { allow, found, signedIn } from '../access.ts';
import { factorsAllowedTo } from '../policy.ts';
import type { UserRow } from '../users/user.queries.ts';
import { type FactorRow, factorsOf, findFactor } from './factor.queries.ts';
import { secondFactorsOf } from './second-factors.ts';
import { totpQrCode } from './totp.ts';

type Ctx = MercuriusContext;

const codeOrigin = (ctx: Ctx) => ({
  ...originOf(ctx),
  clientIp: ctx.request.clientIp ?? '',
  userAgent: userAgentOf(ctx.request.headers),
});
const factors = (ctx: Ctx) => secondFactorsOf(ctx.services);

/** The signed-in user's own factor the call names; NOT_FOUND for anyone else's, as for none. */
async function ownFactor(ctx: Ctx, globalId: string): Promise<FactorRow> {
  const viewer = signedIn(ctx);
  const { id } = fromGlobalId(globalId, { type: 'AuthFactor', field: 'id' });
  const factor = await findFactor(ctx.services.db, id);
  const own = factor && factorsAllowedTo(viewer, factor.userId).manage ? factor : null;
  return found(own, 'authFactor', 'id');
}

async function authFactors(_root: unknown, _args: unknown, ctx: Ctx) {
  return factorsOf(ctx.services.db, signedIn(ctx).userId);
}

async function recoveryCodes(_root: unknown, _args: unknown, ctx: Ctx) {
  return factors(ctx).recoveryCodes(signedIn(ctx).userId);
}

async function addUserAuthFactor(
  _root: unknown,
  { input }: MutationAddUserAuthFactorArgs,
  ctx: Ctx,
) {
  const viewer = signedIn(ctx);
  const { id: userId } = fromGlobalId(input.id, { type: 'User', field: 'id' });
  allow(factorsAllowedTo(viewer, userId).manage);
  const type = input.type === 'APP' ? 'app' : 'sms';
  const phone = type === 'sms' ? normalisePhone(input.phone ?? '') : null;
  if (type === 'sms' && !phone) {
    throw appError('VALIDATION_FAILED', { field: 'phone', rule: 'phone' }, 'not a phone number');
  }
  const { factorId, secret } = await factors(ctx).add(userId, { type, phone }, originOf(ctx));
  const user = found(await ctx.loaders.user.load(userId), 'user', 'id');
  return {
    factor: await findFactor(ctx.services.db, factorId),
    secret,
    qr: secret && (await totpQrCode(secret, user.email)),
    clientMutationId: input.clientMutationId ?? null,
  };
}

async function activateAuthFactor(
  _root: unknown,
  { input }: MutationActivateAuthFactorArgs,
  ctx: Ctx,
) {
  const factor = await ownFactor(ctx, input.id);
  const code = input.code.trim();
  const activated = await factors(ctx).activate(factor.userId, factor.id, code, codeOrigin(ctx));
  forgetLoaded(ctx);
  return {
    factor: await findFactor(ctx.services.db, factor.id),
    user: await ctx.loaders.user.load(factor.userId),
    recoveryCodes: activated.recoveryCodes?.map((value) => ({ code: value, used: false })) ?? null,
    clientMutationId: input.clientMutationId ?? null,
  };
}

async function triggerAuthFactor(
  _root: unknown,
  { input }: MutationTriggerAuthFactorArgs,
  ctx: Ctx,
) {
  const factor = await ownFactor(ctx, input.id);
  await factors(ctx).sendCode(factor.userId, factor.id);
  return {
    factor: await findFactor(ctx.services.db, factor.id),
    clientMutationId: input.clientMutationId ?? null,
  };
}

/** The user's own factor, or as a superuser anyone's: NOT_FOUND otherwise. */
async function removeAuthFactor(_root: unknown, { input }: MutationRemoveAuthFactorArgs, ctx: Ctx) {
  const viewer = signedIn(ctx);
  const { id } = fromGlobalId(input.id, { type: 'AuthFactor', field: 'id' });
  const factor = await findFactor(ctx.services.db, id);
  const removable = factor && factorsAllowedTo(viewer, factor.userId).remove ? factor : null;
  const { userId } = found(removable, 'authFactor', 'id');
  await factors(ctx).remove(userId, id, originOf(ctx));
  forgetLoaded(ctx);
  return {
    removedId: input.id,
    user: await ctx.loaders.user.load(userId),
    clientMutationId: input.clientMutationId ?? null,
  };
}

async function generateRecoveryCodes(
  _root: unknown,
  { input }: MutationGenerateRecoveryCodesArgs,
  ctx: Ctx,
) {
  const viewer = signedIn(ctx);
  const fresh = await factors(ctx).generateRecoveryCodes(viewer.userId, originOf(ctx));
  return {
    recoveryCodes: fresh.map((code) => ({ code, used: false })),
    clientMutationId: input.clientMutationId ?? null,
  };
}

/** The account's second factors and recovery codes (access-and-shell §2, §3, §4). */
export const factorResolvers = {
  Query: { authFactors, recoveryCodes },
  Mutation: {
    addUserAuthFactor,
    activateAuthFactor,
    triggerAuthFactor,
    removeAuthFactor,
    generateRecoveryCodes,
  },
  AuthFactor: {
    id: (factor: FactorRow) => toGlobalId('AuthFactor', factor.id),
    type: (factor: FactorRow) => (factor.type === 'app' ? 'APP' : 'SMS'),
    recipient: (factor: FactorRow) => factor.phone && maskPhone(factor.phone),
    mustTrigger: (factor: FactorRow) => factor.type === 'sms',
  },
  User: {
    hasActiveFactors: (user: UserRow, _args: unknown, ctx: Ctx) =>
      ctx.loaders.hasActiveFactors.load(user.id),
    needsMfa: (user: UserRow, _args: unknown, ctx: Ctx) => needsMfa(ctx.services.config, user),
  },
} satisfies IResolvers;
