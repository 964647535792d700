import type { Config } from '../config.ts';
import { isExternalUser } from './external-users.ts';

/**
 * Whether a user must have a second factor: the system setting (`RUSHES_REQUIRE_MFA`) asks it of
 * everyone, or of superusers, whose rights reach every project. Never of an external user: their
 * identity provider signs them in, with its own second factor, and Rushes has none to set up.
 */
export const needsMfa = (
  config: Pick<Config, 'requireMfa' | 'externalEmailDomains'>,
  user: { isSuperuser: boolean; email: string },
) =>
  !isExternalUser({ config }, user.email) &&
  (config.requireMfa === 'everyone' || (config.requireMfa === 'superusers' && user.isSuperuser));
