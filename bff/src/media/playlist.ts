import { posix } from 'node:path';

const absoluteUri = /^[a-z][a-z0-9+.-]*:/i;
const uriAttribute = /URI="([^"]*)"/g;

/**
 * The path (under the version's prefix) a URI of the playlist at `playlistPath` names, or null
 * for an absolute URL or one that leaves the prefix.
 */
export function resolvePlaylistUri(playlistPath: string, uri: string): string | null {
  if (uri === '' || absoluteUri.test(uri) || uri.startsWith('/')) return null;
  const path = uri.split(/[?#]/)[0] ?? '';
  const resolved = posix.normalize(posix.join(posix.dirname(playlistPath), path));
  if (resolved === '.' || resolved.startsWith('../') || resolved === '..') return null;
  return resolved;
}

/** Where the BFF serves playlists: `GET /v2/media/<token>/<path>.m3u8`. */
export const MEDIA_PATH = '/v2/media';

/** The URL of a playlist at `path` under the token's version prefix, through the media route. */
export const playlistUrl = (token: string, path: string): string =>
  `${MEDIA_PATH}/${token}/${path.split('/').map(encodeURIComponent).join('/')}`;

export const isPlaylistPath = (path: string): boolean => path.toLowerCase().endsWith('.m3u8');

/**
 * A media playlist still being written (an upload's first level, a watermarked rendition): it
 * lists no end yet.
 */
export const isGrowingPlaylist = (text: string): boolean =>
  text.includes('#EXT-X-TARGETDURATION') && !text.includes('#EXT-X-ENDLIST');

type UriVisitor = (uri: string) => string;

/** Calls `visit` with every URI of the playlist (URI lines and `URI="…"` attributes). */
function mapUris(text: string, visit: UriVisitor): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (!trimmed.startsWith('#')) return visit(trimmed);
      if (!trimmed.startsWith('#EXT')) return line;
      return line.replace(uriAttribute, (_, uri: string) => `URI="${visit(uri)}"`);
    })
    .join('\n');
}

/** The paths under the prefix that the playlist at `playlistPath` refers to. */
export function playlistReferences(text: string, playlistPath: string): string[] {
  const paths = new Set<string>();
  mapUris(text, (uri) => {
    const path = resolvePlaylistUri(playlistPath, uri);
    if (path !== null) paths.add(path);
    return uri;
  });
  return [...paths];
}

/**
 * The playlist with each URI that names a path under the prefix replaced by `urlOf(path)` (nested
 * playlists, segments, `#EXT-X-MAP` init files); absolute URLs and paths outside stay as they are.
 */
export function rewritePlaylist(
  text: string,
  playlistPath: string,
  urlOf: (path: string) => string,
): string {
  return mapUris(text, (uri) => {
    const path = resolvePlaylistUri(playlistPath, uri);
    return path === null ? uri : urlOf(path);
  });
}
