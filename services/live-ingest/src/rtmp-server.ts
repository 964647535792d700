import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Logger } from '@rushes/runtime';
import { signedPlayUrl } from './play-url.ts';
import {
  type ChildMessage,
  type EndedFeed,
  type ParentMessage,
  type PublishedFeed,
  type RtmpChildSettings,
  SETTINGS_VAR,
} from './rtmp-messages.ts';

export type { EndedFeed, PublishedFeed };

export interface RtmpServerOptions {
  /** The TCP port crews push to (`rtmp://host:port/live/<streamKey>`), on every interface. */
  port: number;
  /** A folder of Rushes' own: node-media-server keeps its store under it. */
  workDir: string;
  /**
   * How long a sender whose connection dropped may come back from the same address and go on
   * with the same feed (a publish is reported ended only after it).
   */
  resumeMs: number;
  logger: Logger;
  /** A feed now holds its path: Rushes checks its stream key, and `reject`s it if it is wrong. */
  onPublish(feed: PublishedFeed): void;
  /**
   * A feed `onPublish` reported ended: its connection closed and did not come back in time, it
   * was rejected, or the server stopped.
   */
  onUnpublish(feed: EndedFeed): void;
}

export interface RtmpServer {
  port: number;
  /**
   * Where Rushes' relay plays a feed from: a signed loopback URL, good for starting to play for
   * ten minutes. node-media-server refuses every other player.
   */
  playUrl(app: string, name: string): string;
  /** Ends a publish whose stream key is wrong. */
  reject(sessionId: string): void;
  stop(): Promise<void>;
}

const childScript = fileURLToPath(new URL('./rtmp-server.child.ts', import.meta.url));
/** The child's working folder: `--import tsx` finds tsx from there, wherever Rushes runs. */
const childFolder = fileURLToPath(new URL('.', import.meta.url));
/** How long the child has to close its connections before it is killed. */
const STOP_TIMEOUT_MS = 5000;

/**
 * Runs node-media-server in a child process (see `rtmp-server.child.ts`) for as long as live
 * ingest runs, and resolves once it listens. The child gets only its settings, not Rushes'
 * environment, and its own process group, so a Ctrl+C in a terminal reaches Rushes alone, which
 * stops it in order; it exits by itself if Rushes dies.
 */
export async function startRtmpServer(options: RtmpServerOptions): Promise<RtmpServer> {
  const { port, workDir, logger } = options;
  const playSecret = randomBytes(32).toString('hex');
  const storeDir = join(workDir, 'rtmp-store');
  const settings: RtmpChildSettings = { port, playSecret, storeDir, resumeMs: options.resumeMs };
  const child = spawn(process.execPath, ['--import', 'tsx', childScript], {
    cwd: childFolder,
    env: { [SETTINGS_VAR]: JSON.stringify(settings) },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    detached: true,
  });
  const { stdout, stderr } = child;
  if (!stdout || !stderr) throw new Error('RTMP server started without its output pipes');
  createInterface({ input: stdout }).on('line', (line) => logger.debug({ rtmp: line }));
  createInterface({ input: stderr }).on('line', (line) => logger.warn({ rtmp: line }));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const send = (message: ParentMessage) => {
    if (child.connected) child.send(message);
  };

  /** The feeds reported and not yet ended: each gets its `onUnpublish`, even if the child dies. */
  const live = new Map<string, EndedFeed>();
  let listening = false;
  let stopping = false;
  child.on('message', (message: ChildMessage) => {
    if (message.type === 'publish') {
      const { type, ...feed } = message;
      live.set(feed.sessionId, { sessionId: feed.sessionId, app: feed.app, name: feed.name });
      options.onPublish(feed);
    } else if (message.type === 'unpublish') {
      const feed = live.get(message.sessionId);
      live.delete(message.sessionId);
      if (feed) options.onUnpublish(feed);
    } else if (message.type === 'log') {
      // Its errors and warnings are about feeds from outside (a refused path, a broken stream).
      const quiet = message.level !== 'error' && message.level !== 'warn';
      logger[quiet ? 'debug' : 'warn']({ from: 'node-media-server' }, message.line);
    }
  });
  child.on('error', (error) => logger.error({ err: error }, 'RTMP server process failed'));
  child.on('exit', (code, signal) => {
    for (const feed of live.values()) options.onUnpublish(feed);
    live.clear();
    if (listening && !stopping) {
      logger.error({ code, signal }, 'RTMP server stopped: live feeds cannot be pushed');
    }
  });

  await new Promise<void>((resolve, reject) => {
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'listening') resolve();
      if (message.type === 'failed') reject(new Error(`RTMP server failed: ${message.reason}`));
    });
    child.once('exit', (code, signal) => {
      reject(new Error(`RTMP server exited on start (${signal ?? `code ${code}`})`));
    });
  });
  listening = true;

  return {
    port,
    playUrl: (app, name) => signedPlayUrl(port, app, name, playSecret),
    reject: (sessionId) => send({ type: 'reject', sessionId }),
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      send({ type: 'stop' });
      const kill = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(kill);
    },
  };
}
