/** How long signed URLs handed to clients work: part uploads, media and playlists. */
export const URL_TTL_SECONDS = 6 * 3600;
const ROUND_MS = 10 * 60 * 1000;

/**
 * When URLs signed at `nowMs` stop working: 6 h on, rounded up to 10 minutes so that reads close
 * together sign the same URLs (and browsers reuse what they cached).
 */
export const urlsExpiryOf = (nowMs: number): Date =>
  new Date(Math.ceil((nowMs + URL_TTL_SECONDS * 1000) / ROUND_MS) * ROUND_MS);
