import {
  type AuthFactorEvent,
  type Decider,
  DomainError,
  type VerificationFailed,
} from '@rushes/events';

/** A factors stream's events: the catalogue's second-factor events but wrong codes'. */
export type FactorEvent = Exclude<AuthFactorEvent, VerificationFailed>;

export type FactorType = 'app' | 'sms';

/** One factor as decisions see it: its secret stays sealed here. */
export interface FactorState {
  type: FactorType;
  phone: string | null;
  sealedSecret: string | null;
  active: boolean;
  /** The newest TOTP step used (activation or sign-in): no code of it or before works again. */
  lastStep: number | null;
}

/** A user's factors by id and their recovery codes, sealed, with the indexes spent. */
export interface AuthFactorsState {
  factors: Readonly<Record<string, FactorState>>;
  sealedCodes: readonly string[];
  usedCodes: readonly number[];
}

/** How many factors one user may hold, active or not: enough for every phone and app they use. */
export const MAX_FACTORS = 10;

export type AuthFactorsCommand =
  | {
      type: 'AddFactor';
      userId: string;
      factorId: string;
      factorType: FactorType;
      phone: string | null;
      sealedSecret: string | null;
    }
  /** `step` is the matched code's TOTP step for an app, null for SMS (checked before). */
  | { type: 'ActivateFactor'; userId: string; factorId: string; step: number | null }
  | { type: 'RemoveFactor'; userId: string; factorId: string }
  | { type: 'UseFactor'; userId: string; factorId: string; step: number | null }
  | { type: 'GenerateRecoveryCodes'; userId: string; sealedCodes: string[] }
  | { type: 'UseRecoveryCode'; userId: string; index: number };

const notFound = () => new DomainError('NOT_FOUND', { field: 'id', entity: 'authFactor' });
const invalidCode = () => new DomainError('INVALID_CODE', { field: 'code' });

export const activeFactorIds = (state: AuthFactorsState): string[] =>
  Object.entries(state.factors)
    .filter(([, factor]) => factor.active)
    .map(([id]) => id);

/** A TOTP step at or before the last one used is a replayed code. */
const replayed = (factor: FactorState, step: number | null) =>
  step !== null && factor.lastStep !== null && step <= factor.lastStep;

/**
 * A user's second factors (stream `auth-factors.<userId>`): added inactive, activated by a code,
 * removed; sign-ins verified by an active factor's code, a TOTP step never twice, or by a
 * recovery code, each once. Codes are matched before the command (the secret is sealed); the
 * decider refuses replays and spent codes, so two requests racing with one code cannot both win.
 */
export const authFactorsDecider: Decider<AuthFactorsCommand, AuthFactorsState, FactorEvent> = {
  initialState: { factors: {}, sealedCodes: [], usedCodes: [] },

  decide(command, state) {
    const { userId } = command;
    switch (command.type) {
      case 'AddFactor': {
        if (state.factors[command.factorId]) return [];
        if (Object.keys(state.factors).length >= MAX_FACTORS) {
          return new DomainError('VALIDATION_FAILED', {
            field: 'type',
            rule: 'max',
            max: MAX_FACTORS,
          });
        }
        const { factorId, factorType: type, phone, sealedSecret } = command;
        return [
          { type: 'auth_factor.added', data: { userId, factorId, type, phone, sealedSecret } },
        ];
      }
      case 'ActivateFactor': {
        const factor = state.factors[command.factorId];
        if (!factor) return notFound();
        if (factor.active) return [];
        const { factorId, step } = command;
        return [{ type: 'auth_factor.activated', data: { userId, factorId, step } }];
      }
      case 'RemoveFactor': {
        const factor = state.factors[command.factorId];
        if (!factor) return notFound();
        const removed: FactorEvent = {
          type: 'auth_factor.removed',
          data: { userId, factorId: command.factorId },
        };
        const othersActive = activeFactorIds(state).some((id) => id !== command.factorId);
        if (othersActive || state.sealedCodes.length === 0) return [removed];
        return [removed, { type: 'recovery_codes.discarded', data: { userId } }];
      }
      case 'UseFactor': {
        const factor = state.factors[command.factorId];
        if (!factor?.active) return notFound();
        if (replayed(factor, command.step)) return invalidCode();
        const { factorId, step } = command;
        return [{ type: 'auth_factor.used', data: { userId, factorId, step } }];
      }
      case 'GenerateRecoveryCodes':
        if (activeFactorIds(state).length === 0) {
          return new DomainError('FORBIDDEN', { reason: 'no active factor' });
        }
        return [
          { type: 'recovery_codes.generated', data: { userId, sealedCodes: command.sealedCodes } },
        ];
      case 'UseRecoveryCode': {
        const { index } = command;
        if (index >= state.sealedCodes.length || state.usedCodes.includes(index)) {
          return invalidCode();
        }
        return [{ type: 'recovery_code.used', data: { userId, index } }];
      }
    }
  },

  evolve(state, event) {
    const factors = state.factors;
    switch (event.type) {
      case 'auth_factor.added': {
        const { factorId, type, phone, sealedSecret } = event.data;
        const factor = { type, phone, sealedSecret, active: false, lastStep: null };
        return { ...state, factors: { ...factors, [factorId]: factor } };
      }
      case 'auth_factor.activated':
      case 'auth_factor.used': {
        const { factorId, step } = event.data;
        const factor = factors[factorId];
        if (!factor) return state;
        const lastStep = step ?? factor.lastStep;
        return {
          ...state,
          factors: { ...factors, [factorId]: { ...factor, active: true, lastStep } },
        };
      }
      case 'auth_factor.removed': {
        const { [event.data.factorId]: _removed, ...rest } = factors;
        return { ...state, factors: rest };
      }
      case 'recovery_codes.generated':
        return { ...state, sealedCodes: event.data.sealedCodes, usedCodes: [] };
      case 'recovery_codes.discarded':
        return { ...state, sealedCodes: [], usedCodes: [] };
      case 'recovery_code.used':
        return { ...state, usedCodes: [...state.usedCodes, event.data.index] };
    }
  },
};
