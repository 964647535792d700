import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, freeLoopbackPort } from '@rushes/runtime';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type EndedFeed,
  type PublishedFeed,
  type RtmpServer,
  startRtmpServer,
} from './rtmp-server.ts';

const logger = createLogger({ logLevel: 'silent' }, { name: 'live-ingest' });
const waitFor = { timeout: 5_000, interval: 50 };

let folder: string;
let server: RtmpServer;
const published: PublishedFeed[] = [];
const ended: EndedFeed[] = [];
/** The stream keys Rushes refuses in these tests. */
const wrongKeys = new Set(['WRONG']);

/** Runs ffmpeg to its end (killed after `limitMs`): its exit code and how long it ran. */
function ffmpeg(args: string[], limitMs = 15_000) {
  const started = Date.now();
  const child = spawn('/usr/bin/ffmpeg', ['-nostdin', '-v', 'error', ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const limit = setTimeout(() => child.kill('SIGKILL'), limitMs);
  return new Promise<{ code: number | null; ms: number; stderr: string }>((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(limit);
      resolve({ code, ms: Date.now() - started, stderr });
    });
  });
}

/** A test pattern with sound, pushed in real time for `seconds` to `/live/<key>`. */
const push = (key: string, seconds: number) =>
  ffmpeg([
    ...['-re', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25', '-f', 'lavfi', '-i', 'sine'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '25', '-c:a', 'aac'],
    ...['-t', String(seconds), '-f', 'flv', `rtmp://127.0.0.1:${server.port}/live/${key}`],
  ]);

/** Plays a second of the feed at `url` and drops it. */
const pull = (url: string) => ffmpeg(['-i', url, '-t', '1', '-f', 'null', '-'], 10_000);

const publishesOf = (name: string) => published.filter((feed) => feed.name === name);
const endOf = (feed: PublishedFeed | undefined) =>
  ended.find((end) => end.sessionId === feed?.sessionId);

/** The processes this test process started that run the RTMP child. */
const rtmpChildren = () =>
  execFileSync('ps', ['-o', 'args=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((args) => args.includes('rtmp-server.child.ts'));

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-live-ingest-'));
  server = await startRtmpServer({
    port: await freeLoopbackPort(),
    workDir: folder,
    resumeMs: 500,
    logger,
    onPublish(feed) {
      published.push(feed);
      if (wrongKeys.has(feed.name)) server.reject(feed.sessionId);
    },
    onUnpublish: (feed) => ended.push(feed),
  });
});

afterAll(async () => {
  expect(rtmpChildren()).toHaveLength(1);
  await server?.stop();
  expect(rtmpChildren()).toEqual([]);
  const refused = await new Promise((resolve) => {
    const socket = connect(server.port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });
  expect(refused).toBe(true);
  await rm(folder, { recursive: true, force: true });
});

it('reports a feed, lets only signed players play it and reports its end', async () => {
  const pushed = push('KEY1', 4);
  await expect.poll(() => publishesOf('KEY1'), waitFor).toHaveLength(1);
  const [feed] = publishesOf('KEY1');
  expect(feed).toMatchObject({
    app: 'live',
    name: 'KEY1',
    ip: expect.stringMatching(/127\.0\.0\.1$/),
  });

  const [signed, unsigned] = await Promise.all([
    pull(server.playUrl('live', 'KEY1')),
    pull(`rtmp://127.0.0.1:${server.port}/live/KEY1`),
  ]);
  expect(signed, signed.stderr).toMatchObject({ code: 0 });
  expect(unsigned.code).not.toBe(0);
  expect(endOf(feed)).toBeUndefined();

  expect((await pushed).code).toBe(0);
  await expect
    .poll(() => endOf(feed), { ...waitFor, timeout: 3_000 })
    .toEqual({
      sessionId: feed?.sessionId,
      app: 'live',
      name: 'KEY1',
    });
  expect(publishesOf('KEY1')).toHaveLength(1);
});

it('ends a feed Rushes rejects', async () => {
  const pushed = await push('WRONG', 10);
  expect(pushed.code).not.toBe(0);
  expect(pushed.ms).toBeLessThan(5_000);
  const [feed] = publishesOf('WRONG');
  await expect.poll(() => endOf(feed), waitFor).toMatchObject({ name: 'WRONG' });
});

it('does not report a second publisher, which node-media-server refuses', async () => {
  const first = push('KEY3', 6);
  await expect.poll(() => publishesOf('KEY3'), waitFor).toHaveLength(1);
  const second = await push('KEY3', 6);
  expect(second.code).not.toBe(0);
  expect(publishesOf('KEY3')).toHaveLength(1);
  expect(endOf(publishesOf('KEY3')[0])).toBeUndefined();
  expect((await first).code).toBe(0);
});

it('fails to start on a port in use, says so and exits', async () => {
  const second = startRtmpServer({
    ...{ port: server.port, workDir: join(folder, 'second'), resumeMs: 500, logger },
    ...{ onPublish() {}, onUnpublish() {} },
  });
  await expect(second).rejects.toThrow(`RTMP server failed: port ${server.port} is in use`);
  await expect.poll(rtmpChildren, waitFor).toHaveLength(1);
});
