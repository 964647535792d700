import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Mark = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * `api_token`: the API tokens of machines as their events say (a read model). `workspaceId` is
 * null for a token of the whole deployment; a revoked token keeps its row with `revokedAt` set.
 */
export interface ApiTokenTable {
  id: string;
  workspaceId: string | null;
  name: string;
  scopes: string[];
  /** When it stops working; null for never. */
  expiresAt: ColumnType<Date | null, Date | string | null, Date | string | null>;
  createdAt: Timestamp;
  /** The user who made it. */
  createdBy: string | null;
  revokedAt: Mark;
}

/**
 * `api_token_secret`: the BFF's operational state beside `api_token`, never derived from the log
 * (a rebuild leaves it alone): the sha256 of the token's secret, and when it was last used (written
 * at most about once a minute per BFF).
 */
export interface ApiTokenSecretTable {
  tokenId: string;
  secretHash: string;
  lastUsedAt: Mark;
}
