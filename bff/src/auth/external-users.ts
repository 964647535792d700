import { externalDomains, isExternalEmail } from '@rushes/rules';
import type { Config } from '../config.ts';

/**
 * Whether the user with this address is external (RUSHES_EXTERNAL_DOMAINS): the one place the
 * server decides it; the account screen reads it as `User.isExternal`.
 */
export const isExternalUser = (
  services: { config: Pick<Config, 'externalEmailDomains'> },
  email: string,
): boolean => isExternalEmail(email, externalDomains(services.config.externalEmailDomains ?? ''));
