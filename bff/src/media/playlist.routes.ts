import type { Readable } from 'node:stream';
import { assertValidKey, isStorageError, type ObjectStorage } from '@rushes/storage';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../errors.ts';
import {
  isGrowingPlaylist,
  isPlaylistPath,
  playlistReferences,
  playlistUrl,
  rewritePlaylist,
} from './playlist.ts';
import { type PlaylistGrant, verifyPlaylistToken } from './playlist-token.ts';

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
/** A level playlist of a long film stays far below this. */
const MAX_PLAYLIST_BYTES = 4 * 1024 * 1024;
/** Answers are cached at most this long, and always less than the token has left. */
const MAX_CACHE_SECONDS = 600;

async function readPlaylist(storage: ObjectStorage, key: string): Promise<string> {
  let body: Readable;
  try {
    body = await storage.getObject(key);
  } catch (error) {
    if (isStorageError(error)) throw new AppError('NOT_FOUND', null, 'no such playlist');
    throw error;
  }
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    length += chunk.length;
    if (length > MAX_PLAYLIST_BYTES) {
      body.destroy();
      throw new AppError('VALIDATION_FAILED', { field: 'path', rule: 'size' }, 'playlist too big');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function grantOf(secret: string, token: string): PlaylistGrant {
  const grant = verifyPlaylistToken(secret, token);
  if (typeof grant === 'object') return grant;
  const reason = grant === 'expired' ? 'URL_EXPIRED' : 'URL_INVALID';
  throw new AppError('FORBIDDEN', { reason });
}

/** The playlist's text with nested playlists through this route and the rest signed in storage. */
async function signedPlaylist(
  storage: ObjectStorage,
  token: string,
  grant: PlaylistGrant,
  path: string,
) {
  const text = await readPlaylist(storage, grant.prefix + path);
  const expiresInSeconds = Math.ceil(grant.expires - Date.now() / 1000);
  const references = playlistReferences(text, path);
  const signed = await Promise.all(
    references.map((reference) =>
      isPlaylistPath(reference)
        ? playlistUrl(token, reference)
        : storage.signGetUrl(grant.prefix + reference, { expiresInSeconds }),
    ),
  );
  const urls = new Map(references.map((reference, index) => [reference, signed[index]]));
  const body = rewritePlaylist(text, path, (reference) => urls.get(reference) ?? reference);
  return { body, growing: isGrowingPlaylist(text) };
}

/**
 * `GET /v2/media/<token>/<path>.m3u8`: an HLS playlist of the version the token names, read
 * from storage and rewritten so that every URI in it works for the token's lifetime.
 */
export const playlistRoutes: FastifyPluginAsync<{
  storage: ObjectStorage;
  secret: string;
}> = async (app, { storage, secret }) => {
  // The token is longer than Fastify lets a path parameter be: the wildcard carries it.
  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const [token = '', ...rest] = request.params['*'].split('/');
    const path = rest.join('/');
    const grant = grantOf(secret, token);
    if (!isPlaylistPath(path)) throw new AppError('NOT_FOUND', null, 'not a playlist');
    try {
      assertValidKey(grant.prefix + path);
    } catch {
      throw new AppError('NOT_FOUND', null, 'invalid playlist path');
    }
    const { body, growing } = await signedPlaylist(storage, token, grant, path);
    const left = grant.expires - Math.ceil(Date.now() / 1000);
    const maxAge = Math.max(0, Math.min(MAX_CACHE_SECONDS, left - 60));
    // A growing playlist is read again every segment or so: each reload must see the new ones.
    const caching = growing ? 'no-store' : `private, max-age=${maxAge}`;
    return reply.header('content-type', PLAYLIST_TYPE).header('cache-control', caching).send(body);
  });
};
