import { setTimeout as sleep } from 'node:timers/promises';
import type { Sealer } from '@rushes/runtime';
import { liveStateOf } from './live-commands.ts';
import { type FeedDeps, runFeed } from './live-feed.ts';

/** How often the keys in force are read: a new key listens, a revoked one stops, within this. */
const SYNC_MS = 2_000;

interface Listener {
  /** Aborted when its key is no longer in force or Rushes stops. */
  ended: AbortController;
  done: Promise<void>;
}

interface SrtKey {
  keyId: string;
  assetId: string;
  srtPort: number;
  srtPassphraseSealed: string;
}

/**
 * An ffmpeg SRT listener on each stream key's own port (`live_key_secret.srt_port`), with the
 * key's passphrase (AES-256): the caller that has both is the Live asset's feed, relayed as an
 * RTMP one is (`runFeed`). One feed at a time a key; after each, the port listens again.
 */
export function startSrtListeners(deps: FeedDeps & { sealer: Sealer }) {
  const listeners = new Map<string, Listener>();
  let stopped = false;

  async function listen(
    { keyId, assetId, srtPort, srtPassphraseSealed }: SrtKey,
    ended: AbortSignal,
  ) {
    const passphrase = deps.sealer.open(srtPassphraseSealed);
    const input = `srt://0.0.0.0:${srtPort}?mode=listener&passphrase=${passphrase}&pbkeylen=32`;
    while (!ended.aborted) {
      const state = await liveStateOf(deps.log, assetId);
      if (state.assetId === null) return;
      // the asset's feed comes over RTMP now: its SRT port waits for the next
      if (state.feed === null) {
        const feed = { key: { keyId, assetId }, protocol: 'srt' as const, input, ended };
        await runFeed(deps, { ...feed, cut: () => undefined }, state).catch((error: unknown) =>
          deps.logger.warn({ err: error, port: srtPort }, 'an SRT feed failed'),
        );
      }
      await sleep(SYNC_MS);
    }
  }

  async function sync() {
    const rows = await deps.db
      .selectFrom('liveKeySecret')
      .select(['keyId', 'assetId', 'srtPort', 'srtPassphraseSealed'])
      .where('srtPort', 'is not', null)
      .execute();
    const inForce = new Set(rows.map((row) => row.keyId));
    for (const [keyId, listener] of listeners) if (!inForce.has(keyId)) listener.ended.abort();
    for (const { srtPort, srtPassphraseSealed, ...key } of rows) {
      if (listeners.has(key.keyId) || srtPort === null || srtPassphraseSealed === null) continue;
      const ended = new AbortController();
      const done = listen({ ...key, srtPort, srtPassphraseSealed }, ended.signal)
        .catch((error: unknown) => deps.logger.error({ err: error }, 'an SRT port cannot listen'))
        .finally(() => listeners.delete(key.keyId));
      listeners.set(key.keyId, { ended, done });
    }
  }

  const syncing = (async () => {
    while (!stopped) {
      await sync().catch((error: unknown) =>
        deps.logger.warn({ err: error }, 'the SRT ports could not be read'),
      );
      await sleep(SYNC_MS);
    }
  })();

  return {
    async stop() {
      stopped = true;
      await syncing;
      for (const listener of listeners.values()) listener.ended.abort();
      await Promise.allSettled([...listeners.values()].map((listener) => listener.done));
    },
  };
}
