import { signGrant, verifyGrant } from './signed-grant.ts';

/** What a playlist token grants: reading the HLS playlists under one version's prefix until then. */
export interface PlaylistGrant {
  /** The version's storage prefix, ending with `/`. */
  prefix: string;
  /** Unix time in seconds. */
  expires: number;
}

const PURPOSE = 'rushes media playlists v1';

export const signPlaylistToken = (secret: string, { prefix, expires }: PlaylistGrant): string =>
  signGrant(secret, PURPOSE, { subject: prefix, expires });

/** The grant of a token signed with `secret`; 'invalid' for anything else, 'expired' after it. */
export function verifyPlaylistToken(
  secret: string,
  token: string,
  nowMs: number = Date.now(),
): PlaylistGrant | 'invalid' | 'expired' {
  const grant = verifyGrant(secret, PURPOSE, token, nowMs);
  return typeof grant === 'string' ? grant : { prefix: grant.subject, expires: grant.expires };
}
