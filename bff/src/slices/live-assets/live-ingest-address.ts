import type { Config } from '../../config.ts';
import { publicOrigin } from '../../config.ts';
import type { IssuedKey } from './live-key-secrets.ts';

type AddressConfig = Pick<Config, 'rtmpUrl' | 'rtmpPort' | 'publicUrl' | 'port'>;

/**
 * The RTMP server people send feeds to: RUSHES_RTMP_URL, else the public address's host on
 * RUSHES_RTMP_PORT with the `live` application.
 */
export function rtmpServerOf(config: AddressConfig) {
  if (config.rtmpUrl) return config.rtmpUrl.replace(/\/+$/, '');
  const { hostname } = new URL(publicOrigin(config));
  return `rtmp://${hostname}:${config.rtmpPort}/live`;
}

/** RUSHES_SRT_PORTS as a range; null for `none` (no SRT). */
export function srtPortsOf(config: Pick<Config, 'srtPorts'>) {
  const [from, to] = config.srtPorts.split('-').map(Number);
  if (!from || !to) return null;
  return { from: Math.min(from, to), to: Math.min(65_535, Math.max(from, to)) };
}

/**
 * Where a feed goes, as the payloads show it once: RTMP with the stream key, and SRT (the RTMP
 * server's host, the key's port and passphrase, AES-256) when the key has a port.
 */
export function ingestOf(config: AddressConfig, { streamKey, srt }: IssuedKey) {
  const rtmpServer = rtmpServerOf(config);
  const host = new URL(rtmpServer.replace(/^rtmps?:/, 'http:')).hostname;
  const srtUrl = srt ? `srt://${host}:${srt.port}?passphrase=${srt.passphrase}&pbkeylen=32` : null;
  return { streamKey, rtmpServer, rtmpUrl: `${rtmpServer}/${streamKey}`, srtUrl };
}
