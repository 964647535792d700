import type { Session, SessionState } from '../session/session.store.ts';

/**
 * A session that answers from memory; override the calls a test cares about, and what hello
 * said (`hello`).
 */
export function fakeSession(
  overrides: Partial<Session> = {},
  hello: Partial<NonNullable<SessionState['hello']>> = {},
): Session {
  const state: SessionState = {
    initialised: true,
    token: null,
    verification: null,
    hello: {
      api: { version: '2.0.0', buildId: 'test', buildTime: '' },
      license: { active: true, reason: null },
      setupRequired: false,
      supportEmail: 'help@studio.tv',
      externalLogin: { domains: [], url: null },
      ...hello,
    },
    startError: null,
  };
  return {
    getState: () => state,
    subscribe: () => () => {},
    init: async () => {},
    isAuthenticated: () => false,
    needsVerification: () => false,
    factors: async () => null,
    triggerFactor: async () => 'user',
    verify: async () => 'user',
    freshToken: async () => null,
    login: async () => 'user',
    resumeSignIn: async () => false,
    acceptInvite: async () => 'user',
    requestPasswordReset: async () => 'none',
    resetPassword: async () => 'user',
    logout: async () => true,
    onUnauthenticated: () => {},
    onUnavailable: () => {},
    dispose: () => {},
    ...overrides,
  };
}
