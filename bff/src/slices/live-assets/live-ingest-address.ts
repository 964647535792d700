import type { Config } from '../../config.ts';
import { publicOrigin } from '../../config.ts';

/**
 * The RTMP server people send feeds to: RUSHES_RTMP_URL, else the public address's host on
 * RUSHES_RTMP_PORT with the `live` application.
 */
export function rtmpServerOf(config: Pick<Config, 'rtmpUrl' | 'rtmpPort' | 'publicUrl' | 'port'>) {
  if (config.rtmpUrl) return config.rtmpUrl.replace(/\/+$/, '');
  const { hostname } = new URL(publicOrigin(config));
  return `rtmp://${hostname}:${config.rtmpPort}/live`;
}

/** Where a feed with `streamKey` goes, as the payloads show it. */
export function ingestOf(config: Parameters<typeof rtmpServerOf>[0], streamKey: string) {
  const rtmpServer = rtmpServerOf(config);
  return { streamKey, rtmpServer, rtmpUrl: `${rtmpServer}/${streamKey}` };
}
