import { type AccessTokens, createAccessTokens } from './access-token.ts';

/** A sign-in's second step has this long before its password must be given again. */
export const VERIFICATION_SECONDS = 600;
/** Verification tokens' audience: no other call accepts them, nor they a user's token. */
const VERIFY_AUDIENCE = 'rushes-verify';

/** How the password was proven before the second factor: the sign-in's record says so after. */
export type ProvenBy = 'password' | 'reset';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Tokens of sign-ins waiting for their second factor: `sub` the user, `sid` how the password
     * was proven. They open only `factors`, `trigger-factor` and `verify`; no session exists yet.
     */
    verifications: AccessTokens;
  }
}

export const createVerificationTokens = (secret: string): AccessTokens =>
  createAccessTokens(secret, VERIFICATION_SECONDS, VERIFY_AUDIENCE);
