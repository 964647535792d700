import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

// A user's second factors and recovery codes: stream `auth-factors.<userId>` (wrong codes aside). Secrets and codes
// are sealed (AES-256-GCM with the configured secrets key) before they reach the log.

const id = Type.String({ minLength: 1 });
const sealed = Type.String({ minLength: 1 });

/**
 * A second factor was added, inactive until a code it produced activates it: an authenticator
 * app (its sealed TOTP secret) or a phone that receives codes by text message (its E.164 number).
 */
export const authFactorAdded = defineEvent('auth_factor.added', {
  versions: {
    1: Type.Object({
      userId: id,
      factorId: id,
      type: Type.Union([Type.Literal('app'), Type.Literal('sms')]),
      phone: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
      sealedSecret: Type.Union([sealed, Type.Null()]),
    }),
  },
});

/**
 * A factor was activated with one of its codes. `step` is the TOTP time step of an app's code,
 * which can never be used again; null for SMS.
 */
export const authFactorActivated = defineEvent('auth_factor.activated', {
  versions: {
    1: Type.Object({ userId: id, factorId: id, step: Type.Union([Type.Integer(), Type.Null()]) }),
  },
});

/**
 * A factor was removed: by the user, by a superuser, or because its Enable MFA dialog closed
 * before it was activated.
 */
export const authFactorRemoved = defineEvent('auth_factor.removed', {
  versions: { 1: Type.Object({ userId: id, factorId: id }) },
});

/** A sign-in was verified with a factor's code (`step` as on activation). */
export const authFactorUsed = defineEvent('auth_factor.used', {
  versions: {
    1: Type.Object({ userId: id, factorId: id, step: Type.Union([Type.Integer(), Type.Null()]) }),
  },
});

/** Ten new recovery codes, sealed, replacing any before them. */
export const recoveryCodesGenerated = defineEvent('recovery_codes.generated', {
  versions: { 1: Type.Object({ userId: id, sealedCodes: Type.Array(sealed) }) },
});

/** The recovery codes were discarded: the last active factor went. */
export const recoveryCodesDiscarded = defineEvent('recovery_codes.discarded', {
  versions: { 1: Type.Object({ userId: id }) },
});

/** A sign-in was verified with the recovery code at `index`, which is spent. */
export const recoveryCodeUsed = defineEvent('recovery_code.used', {
  versions: { 1: Type.Object({ userId: id, index: Type.Integer({ minimum: 0 }) }) },
});

/**
 * A wrong code (stream `verification.<userId>`, from the client's address): at sign-in or on
 * activating a factor. `factorId` is `recovery` for a recovery code. Guesses refused unevaluated
 * while the user must wait are logged, not recorded: a flood of them must not grow the log.
 */
export const verificationFailed = defineEvent('verification.failed', {
  versions: {
    1: Type.Object({
      userId: id,
      factorId: id,
      userAgent: Type.Union([Type.String(), Type.Null()]),
    }),
  },
});

export type AuthFactorAdded = EventOf<typeof authFactorAdded>;
export type AuthFactorActivated = EventOf<typeof authFactorActivated>;
export type AuthFactorRemoved = EventOf<typeof authFactorRemoved>;
export type AuthFactorUsed = EventOf<typeof authFactorUsed>;
export type RecoveryCodesGenerated = EventOf<typeof recoveryCodesGenerated>;
export type RecoveryCodesDiscarded = EventOf<typeof recoveryCodesDiscarded>;
export type RecoveryCodeUsed = EventOf<typeof recoveryCodeUsed>;
export type VerificationFailed = EventOf<typeof verificationFailed>;
export type AuthFactorEvent =
  | AuthFactorAdded
  | AuthFactorActivated
  | AuthFactorRemoved
  | AuthFactorUsed
  | RecoveryCodesGenerated
  | RecoveryCodesDiscarded
  | RecoveryCodeUsed
  | VerificationFailed;
