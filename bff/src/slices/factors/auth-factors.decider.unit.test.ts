import { describe, expect, it } from 'vitest';
import {
  type AuthFactorsCommand,
  type AuthFactorsState,
  authFactorsDecider as decider,
  type FactorEvent,
  MAX_FACTORS,
} from './auth-factors.decider.ts';

const userId = 'user-1';

/** Decides each command on the state the earlier ones left; the events, or the refusal's code. */
function run(commands: AuthFactorsCommand[]) {
  let state: AuthFactorsState = decider.initialState;
  let last: FactorEvent[] | string = [];
  for (const command of commands) {
    const decided = decider.decide(command, state);
    if (!Array.isArray(decided)) return { state, last: decided.code };
    state = decided.reduce(decider.evolve, state);
    last = decided;
  }
  return { state, last };
}

const addApp = (factorId = 'app-1'): AuthFactorsCommand => ({
  type: 'AddFactor',
  userId,
  factorId,
  factorType: 'app',
  phone: null,
  sealedSecret: 'v1.sealed',
});
const activate = (factorId = 'app-1', step: number | null = 100): AuthFactorsCommand => ({
  type: 'ActivateFactor',
  userId,
  factorId,
  step,
});
const use = (step: number | null, factorId = 'app-1'): AuthFactorsCommand => ({
  type: 'UseFactor',
  userId,
  factorId,
  step,
});
const codes: AuthFactorsCommand = {
  type: 'GenerateRecoveryCodes',
  userId,
  sealedCodes: ['c0', 'c1', 'c2'],
};

describe('a user’s second factors', () => {
  it('are added inactive and become active with a code', () => {
    const added = run([addApp()]);
    expect(added.state.factors['app-1']?.active).toBe(false);
    const { state, last } = run([addApp(), activate()]);
    expect(state.factors['app-1']).toMatchObject({ active: true, lastStep: 100 });
    expect(last).toEqual([
      { type: 'auth_factor.activated', data: { userId, factorId: 'app-1', step: 100 } },
    ]);
  });

  it('never take the same app code twice, nor an older one', () => {
    expect(run([addApp(), activate(), use(101)]).last).toEqual([
      { type: 'auth_factor.used', data: { userId, factorId: 'app-1', step: 101 } },
    ]);
    expect(run([addApp(), activate(), use(101), use(101)]).last).toBe('INVALID_CODE');
    expect(run([addApp(), activate(), use(99)]).last).toBe('INVALID_CODE');
    expect(run([addApp(), activate(), use(100)]).last).toBe('INVALID_CODE');
  });

  it('verify a sign-in only with an active factor', () => {
    expect(run([addApp(), use(101)]).last).toBe('NOT_FOUND');
    expect(run([use(101, 'nobody')]).last).toBe('NOT_FOUND');
  });

  it('are at most ten', () => {
    const adds = Array.from({ length: MAX_FACTORS }, (_, i) => addApp(`app-${i}`));
    expect(run(adds).state.factors).toHaveProperty(`app-${MAX_FACTORS - 1}`);
    expect(run([...adds, addApp('one-more')]).last).toBe('VALIDATION_FAILED');
  });
});

describe('recovery codes', () => {
  it('are generated only with an active factor', () => {
    expect(run([codes]).last).toBe('FORBIDDEN');
    expect(run([addApp(), codes]).last).toBe('FORBIDDEN');
    expect(run([addApp(), activate(), codes]).state.sealedCodes).toEqual(['c0', 'c1', 'c2']);
  });

  it('each sign in once, and new ones replace the old', () => {
    const use1: AuthFactorsCommand = { type: 'UseRecoveryCode', userId, index: 1 };
    expect(run([addApp(), activate(), codes, use1]).state.usedCodes).toEqual([1]);
    expect(run([addApp(), activate(), codes, use1, use1]).last).toBe('INVALID_CODE');
    expect(run([addApp(), activate(), codes, use1, codes, use1]).state.usedCodes).toEqual([1]);
    expect(run([addApp(), activate(), { ...use1, index: 3 }]).last).toBe('INVALID_CODE');
  });

  it('go with the last active factor, and stay while another is active', () => {
    const remove = (factorId: string): AuthFactorsCommand => ({
      type: 'RemoveFactor',
      userId,
      factorId,
    });
    const alone = run([addApp(), activate(), codes, remove('app-1')]);
    expect(alone.last).toEqual([
      { type: 'auth_factor.removed', data: { userId, factorId: 'app-1' } },
      { type: 'recovery_codes.discarded', data: { userId } },
    ]);
    expect(alone.state.sealedCodes).toEqual([]);
    const two = run([
      addApp(),
      activate(),
      addApp('app-2'),
      activate('app-2'),
      codes,
      remove('app-1'),
    ]);
    expect(two.state.sealedCodes).toHaveLength(3);
    expect(run([remove('app-1')]).last).toBe('NOT_FOUND');
  });
});
