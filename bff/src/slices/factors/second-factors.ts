import { randomUUID } from 'node:crypto';
import type { CommandOrigin } from '@rushes/events';
import { maskPhone } from '@rushes/rules';
import { createSealer } from '@rushes/runtime';
import { verificationLimit } from '../../auth/attempt-limits.ts';
import { failedAttempts } from '../../auth/failed-attempts.ts';
import {
  type CodeOrigin,
  RECOVERY,
  type SecondFactors,
  type VerificationFactor,
} from '../../auth/second-factors.ts';
import { appendRecord } from '../../auth/sign-in-records.ts';
import { AppError, appError, decided } from '../../errors.ts';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import type { Services } from '../../services.ts';
import { SmsFailed } from '../../sms/sms-sender.ts';
import { authFactorsCommands } from './auth-factors.binding.ts';
import {
  type AuthFactorsCommand,
  type AuthFactorsState,
  activeFactorIds,
  type FactorState,
  type FactorType,
} from './auth-factors.decider.ts';
import { newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes.ts';
import { newSmsCode, SMS_RESEND_MS, smsCodes } from './sms-codes.ts';
import { matchTotp, newTotpSecret } from './totp.ts';

/** The REST calls name factors by the ids GraphQL gives them. */
const factorIdOf = (globalId: string) =>
  fromGlobalId(globalId, { type: 'AuthFactor', field: 'id' }).id;

const invalidCode = () => appError('INVALID_CODE', { field: 'code' }, 'wrong code');
const notFound = () => appError('NOT_FOUND', { field: 'id', entity: 'authFactor' });

/** A factor's code matched before its command: its TOTP step for an app; null for SMS. */
type Match = { step: number | null } | null;

/**
 * The users' second factors: adding, activating, removing, sending SMS codes, checking codes at
 * sign-in, recovery codes. Decisions read the stream itself (its secrets, sealed); wrong codes
 * are limited as wrong passwords are, and every refusal is recorded. Built once per services
 * (`secondFactorsOf`): its sealer derives its key once.
 */
function buildSecondFactors(services: Services) {
  const sealer = createSealer(services.config.secretsKey);
  const attempts = failedAttempts(services.db);
  const codes = smsCodes(services.db);
  const stateOfUser = (userId: string) => authFactorsCommands.state(services, userId);
  const run = async (origin: CommandOrigin, command: AuthFactorsCommand) =>
    decided(await authFactorsCommands.run(services, origin, command.userId, command));

  /** Does `code` belong to the factor now? An SMS code is spent by matching. */
  async function match(factorId: string, factor: FactorState, code: string): Promise<Match> {
    const now = new Date();
    if (factor.type === 'sms')
      return (await codes.spend(factorId, code, now)) ? { step: null } : null;
    if (!factor.sealedSecret) return null;
    const step = matchTotp(sealer.open(factor.sealedSecret), code, now);
    return step === null ? null : { step };
  }

  /**
   * Checks a code under the limits: refused unevaluated while the user or client must wait,
   * counted when wrong, recorded either way; `judge` says whether it is right and spends it.
   */
  async function limited(
    userId: string,
    factorId: string,
    origin: CodeOrigin,
    judge: () => Promise<boolean>,
  ): Promise<void> {
    const attempt = { scope: 'verify', subject: userId, clientIp: origin.clientIp };
    try {
      await attempts.check(verificationLimit, attempt);
    } catch (error) {
      services.logger.warn({ userId, clientIp: origin.clientIp }, 'code refused unevaluated');
      throw error;
    }
    const right = await judge().catch(async (error: unknown) => {
      if (error instanceof AppError && error.code === 'INVALID_CODE') return false;
      throw error;
    });
    if (!right) {
      await attempts.fail(verificationLimit, attempt);
      await appendRecord(services, origin, `verification.${userId}`, {
        type: 'verification.failed',
        data: { userId, factorId, userAgent: origin.userAgent },
      });
      throw invalidCode();
    }
    await attempts.clear(attempt);
  }

  async function useRecoveryCode(
    userId: string,
    state: AuthFactorsState,
    typed: string,
    origin: CommandOrigin,
  ) {
    const wanted = normaliseRecoveryCode(typed);
    const index = state.sealedCodes.findIndex(
      (sealed, i) => !state.usedCodes.includes(i) && sealer.open(sealed) === wanted,
    );
    if (index < 0) return false;
    await run(origin, { type: 'UseRecoveryCode', userId, index });
    return true;
  }

  async function triggerCode(userId: string, factorId: string, now = new Date()): Promise<Date> {
    const factor = (await stateOfUser(userId)).factors[factorId];
    if (factor?.type !== 'sms' || !factor.phone) throw notFound();
    const last = await codes.sentAt(factorId);
    const wait = last ? last.getTime() + SMS_RESEND_MS - now.getTime() : 0;
    if (wait > 0) {
      throw appError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(wait / 1000) }, 'sent already');
    }
    const code = newSmsCode();
    await codes.keep(factorId, code, now);
    try {
      const text = `${code} is your Rushes verification code. It expires in 10 minutes.`;
      await services.sms.send({ to: factor.phone, text });
    } catch (error) {
      await codes.forget(factorId);
      if (error instanceof SmsFailed) {
        services.logger.warn({ err: error }, 'text message not sent');
        throw appError('SMS_FAILED', null, error.message);
      }
      throw error;
    }
    return now;
  }

  const verification: SecondFactors = {
    async hasActive(userId) {
      return activeFactorIds(await stateOfUser(userId)).length > 0;
    },
    async activeFactors(userId) {
      const state = await stateOfUser(userId);
      const factors: VerificationFactor[] = [];
      for (const id of activeFactorIds(state)) {
        const factor = state.factors[id];
        if (!factor) continue;
        const sentAt = factor.type === 'sms' ? await codes.sentAt(id) : null;
        factors.push({
          id: toGlobalId('AuthFactor', id),
          type: factor.type === 'app' ? 'App' : 'SMS',
          recipient: factor.phone && maskPhone(factor.phone),
          isActive: true,
          mustTrigger: factor.type === 'sms',
          triggeredAt: sentAt?.toISOString() ?? null,
        });
      }
      const recoveryCodesLeft = state.sealedCodes.length - state.usedCodes.length;
      return { factors, recoveryCodesLeft };
    },
    async trigger(userId, globalId) {
      const factorId = factorIdOf(globalId);
      const state = await stateOfUser(userId);
      if (!state.factors[factorId]?.active) throw notFound();
      return triggerCode(userId, factorId);
    },
    async verify(userId, globalId, code, origin) {
      const state = await stateOfUser(userId);
      if (globalId === RECOVERY) {
        return limited(userId, RECOVERY, origin, () =>
          useRecoveryCode(userId, state, code, origin),
        );
      }
      const factorId = factorIdOf(globalId);
      const factor = state.factors[factorId];
      if (!factor?.active) throw notFound();
      await limited(userId, factorId, origin, async () => {
        const matched = await match(factorId, factor, code);
        if (!matched) return false;
        await run(origin, { type: 'UseFactor', userId, factorId, step: matched.step });
        return true;
      });
    },
  };

  return {
    ...verification,
    /** A new inactive factor: an app's secret (shown once, to type or scan), or a phone's. */
    async add(
      userId: string,
      factor: { type: FactorType; phone: string | null },
      origin: CommandOrigin,
    ): Promise<{ factorId: string; secret: string | null }> {
      const factorId = randomUUID();
      const secret = factor.type === 'app' ? newTotpSecret() : null;
      await run(origin, {
        type: 'AddFactor',
        userId,
        factorId,
        factorType: factor.type,
        phone: factor.phone,
        sealedSecret: secret && sealer.seal(secret),
      });
      return { factorId, secret };
    },
    /**
     * Activates a factor with a code it produced, under the codes' limits; the user's first
     * active factor brings their recovery codes, answered here.
     */
    async activate(
      userId: string,
      factorId: string,
      code: string,
      origin: CodeOrigin,
    ): Promise<{ recoveryCodes: string[] | null }> {
      const state = await stateOfUser(userId);
      const factor = state.factors[factorId];
      if (!factor) throw notFound();
      if (factor.active) return { recoveryCodes: null };
      await limited(userId, factorId, origin, async () => {
        const matched = await match(factorId, factor, code);
        if (!matched) return false;
        await run(origin, { type: 'ActivateFactor', userId, factorId, step: matched.step });
        return true;
      });
      if (activeFactorIds(state).length > 0 || state.sealedCodes.length > 0) {
        return { recoveryCodes: null };
      }
      return { recoveryCodes: await this.generateRecoveryCodes(userId, origin) };
    },
    /** Sends a code to one of the user's SMS factors, active or being set up. */
    sendCode: (userId: string, factorId: string) => triggerCode(userId, factorId),
    async remove(userId: string, factorId: string, origin: CommandOrigin): Promise<void> {
      await run(origin, { type: 'RemoveFactor', userId, factorId });
      await codes.forget(factorId);
    },
    /** Ten new recovery codes in place of the old. */
    async generateRecoveryCodes(userId: string, origin: CommandOrigin): Promise<string[]> {
      const fresh = newRecoveryCodes();
      const sealedCodes = fresh.map((code) => sealer.seal(code));
      await run(origin, { type: 'GenerateRecoveryCodes', userId, sealedCodes });
      return fresh;
    },
    async recoveryCodes(userId: string): Promise<{ code: string; used: boolean }[]> {
      const state = await stateOfUser(userId);
      return state.sealedCodes.map((sealed, index) => ({
        code: sealer.open(sealed),
        used: state.usedCodes.includes(index),
      }));
    },
  };
}

export type SecondFactorsService = ReturnType<typeof buildSecondFactors>;

const built = new WeakMap<Services, SecondFactorsService>();

/** The second factors of a BFF's services, built on first use and kept while they live. */
export function secondFactorsOf(services: Services): SecondFactorsService {
  let factors = built.get(services);
  if (!factors) {
    factors = buildSecondFactors(services);
    built.set(services, factors);
  }
  return factors;
}
