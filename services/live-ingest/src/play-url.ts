import { createHash } from 'node:crypto';

/** How long a play URL may be used to start playing (a player already playing is not cut off). */
const PLAY_URL_LIFETIME_S = 10 * 60;

/**
 * A loopback play URL that node-media-server's `auth.play` check accepts: `sign` is the expiry
 * in Unix seconds and the MD5 of `/app/name-expiry-secret`, as its broadcast server computes it.
 */
export function signedPlayUrl(port: number, app: string, name: string, secret: string): string {
  const expires = Math.floor(Date.now() / 1000) + PLAY_URL_LIFETIME_S;
  const hash = createHash('md5').update(`/${app}/${name}-${expires}-${secret}`).digest('hex');
  return `rtmp://127.0.0.1:${port}/${app}/${name}?sign=${expires}-${hash}`;
}
