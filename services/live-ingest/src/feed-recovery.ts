import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { LIVE_RECORDING } from '@rushes/transcoder';
import { parseProbe, runFfprobe } from '@rushes/transcoder/pipeline';
import { liveStateOf } from './live-commands.ts';
import { FEED_FILE, type FeedDeps, type PlayingFeed, recordFeed } from './live-feed.ts';

/** A feed's folder is named by its version's id; the RTMP server keeps its own beside them. */
const FEED_FOLDER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** How long a recording runs, as ffprobe reads it; 0 when it cannot tell. */
async function recordedMs(deps: FeedDeps, path: string): Promise<number> {
  const probed = await runFfprobe(deps.ffprobePath, path, deps.stopping);
  return probed.ok ? Math.round(parseProbe(probed.json).probe.durationMs ?? 0) : 0;
}

/** Ends one left feed if its asset still has it as its running feed. */
async function recoverFeed(deps: FeedDeps, folder: string): Promise<void> {
  const saved = await readFile(join(folder, FEED_FILE), 'utf8').catch(() => null);
  if (saved === null) return;
  const playing = JSON.parse(saved) as PlayingFeed;
  const { assetId, versionId } = playing;
  const { feed } = await liveStateOf(deps.log, assetId);
  if (feed?.versionId !== versionId) return;
  const path = join(folder, LIVE_RECORDING);
  // where the log says its recording goes
  const size = await recordFeed(deps, {
    ...{ assetId, versionId, sourceKey: feed.sourceKey, path },
    ...{ startedAt: new Date(playing.startedAt), durationMs: await recordedMs(deps, path) },
    ended: 'feed_stopped',
  });
  deps.logger.info({ assetId, versionId, size }, 'a live feed left running was recorded');
}

/**
 * Feeds this server left playing when it stopped without ending them (a crash, a kill): each
 * feed's folder with its `feed.json` and recording is ended as the feed would have been, with
 * what it recorded, if its asset still has it as its running feed. Every feed's folder is then
 * removed.
 */
export async function recoverFeeds(deps: FeedDeps): Promise<void> {
  const entries = await readdir(deps.workDir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries.filter(
    (found) => found.isDirectory() && FEED_FOLDER.test(found.name),
  )) {
    const folder = join(deps.workDir, entry.name);
    try {
      await recoverFeed(deps, folder);
    } catch (error) {
      deps.logger.error({ err: error, folder }, 'a live feed left running could not be recorded');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
}
