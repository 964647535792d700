/**
 * `live_key_secret`: the BFF's operational state beside the log, not a read model (a rebuild
 * leaves it alone): the sha256 of each Live asset's stream key in force. Revoking a key deletes
 * its row; the ingest server finds a feed's asset and key by it.
 */
export interface LiveKeySecretTable {
  keyId: string;
  assetId: string;
  secretHash: string;
}
