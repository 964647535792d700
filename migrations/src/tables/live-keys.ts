/**
 * `live_key_secret`: the BFF's operational state beside the log, not a read model (a rebuild
 * leaves it alone): the sha256 of each Live asset's stream key in force, and the SRT listener port
 * and sealed passphrase that go with it (none when every port of RUSHES_SRT_PORTS is taken).
 * Revoking a key deletes its row; the ingest server finds a feed's asset and key by it.
 */
export interface LiveKeySecretTable {
  keyId: string;
  assetId: string;
  secretHash: string;
  srtPort: number | null;
  srtPassphraseSealed: string | null;
}
