import type { ApiTokenScope } from '@rushes/rules';

/**
 * A machine a request acts for, through an API token: the token, what it reaches (one workspace,
 * or the whole deployment when `workspaceId` is null), its scopes, and when it stops working.
 * Read from the read models on each request (remembered a few seconds), never from the secret.
 */
export interface Machine {
  tokenId: string;
  workspaceId: string | null;
  scopes: readonly ApiTokenScope[];
  expiresAt: Date | null;
}
