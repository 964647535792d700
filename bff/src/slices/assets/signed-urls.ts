import type { GraphQLContext } from '../../graphql/context.ts';
import { playlistUrl } from '../../media/playlist.ts';
import { type PlaylistGrant, signPlaylistToken } from '../../media/playlist-token.ts';
import { mediaLoadersOf } from './asset.loaders.ts';

/** The expiry of every URL one request (or one subscription event) signs. */
export const urlsExpireAt = (ctx: GraphQLContext): Date => mediaLoadersOf(ctx).urlsExpireAt;

/** Whole seconds (S3 wants an integer) the URLs signed now have to work. */
export const secondsLeft = (ctx: GraphQLContext): number =>
  Math.ceil((urlsExpireAt(ctx).getTime() - Date.now()) / 1000);

/** A signed GET URL of a storage key, valid until the request's `urlsExpireAt`. */
export const signedGetUrl = (ctx: GraphQLContext, key: string): Promise<string> =>
  ctx.services.storage.signGetUrl(key, { expiresInSeconds: secondsLeft(ctx) });

export const signedGetUrlOrNull = (ctx: GraphQLContext, key: string | null) =>
  key === null ? null : signedGetUrl(ctx, key);

/** The playlist route's URL of `key` (under the version's `prefix`), valid as long. */
export function signedPlaylistUrl(ctx: GraphQLContext, prefix: string, key: string) {
  if (!key.startsWith(prefix)) return null;
  const grant: PlaylistGrant = { prefix, expires: urlsExpireAt(ctx).getTime() / 1000 };
  const token = signPlaylistToken(ctx.services.config.jwtSecret, grant);
  return playlistUrl(token, key.slice(prefix.length));
}
