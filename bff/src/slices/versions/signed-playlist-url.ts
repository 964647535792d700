import { playlistUrl } from '../../media/playlist.ts';
import { type PlaylistGrant, signPlaylistToken } from '../../media/playlist-token.ts';
import type { RequestContext } from '../../request-context.ts';
import { urlsExpireAt } from '../signed-urls.ts';

/** The playlist route's URL of `key` (under the version's `prefix`), valid as long. */
export async function signedPlaylistUrl(ctx: RequestContext, prefix: string, key: string) {
  if (!key.startsWith(prefix)) return null;
  const grant: PlaylistGrant = { prefix, expires: (await urlsExpireAt(ctx)).getTime() / 1000 };
  const token = signPlaylistToken(ctx.services.config.jwtSecret, grant);
  return playlistUrl(token, key.slice(prefix.length));
}
