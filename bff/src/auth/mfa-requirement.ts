import type { Config } from '../config.ts';

/**
 * Whether a user must have a second factor: the system setting (`RUSHES_REQUIRE_MFA`) asks it of
 * everyone, or of superusers, whose rights reach every project.
 */
export const needsMfa = (config: Pick<Config, 'requireMfa'>, user: { isSuperuser: boolean }) =>
  config.requireMfa === 'everyone' || (config.requireMfa === 'superusers' && user.isSuperuser);
