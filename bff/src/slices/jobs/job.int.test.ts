import { setTimeout as sleep } from 'node:timers/promises';
import type { JobEvent } from '@rushes/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import { openSubscriptions } from '../../live/subscription.fixture.ts';
import { firstError, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { createProject, uploadFile } from '../uploads/upload.fixture.ts';
import { appendJobEvents, jobEvents } from './transcoder.fixture.ts';

const versionQuery = `
  query ($id: ID!) {
    node(id: $id) {
      ... on Version {
        duration framesPerSecond timecodeOffset width height isProcessing streamUrl posterUrl
        fileInfo { videoCodec audioCodec videoBitrate hdr }
        levels { name width height bandwidth hdr }
        thumbnailSprite { urls columns rows }
        processingJob { state progress }
      }
    }
  }`;
const jobQuery = 'query ($id: ID!) { job(id: $id) { state progress reason version { number } } }';
const retryJob = `mutation ($input: RetryJobInput!) { retryJob(input: $input) { job { state progress } } }`;
const cancelJob = `mutation ($input: CancelJobInput!) { cancelJob(input: $input) { job { state } } }`;
const copyItems = `mutation ($input: CopyItemsInput!) { copyItems(input: $input) { target { id } } }`;
const rootAssets = `query ($id: ID!) {
  folder(id: $id) { assets { edges { node { name newestVersion { id } } } } } }`;
const jobUpdated = 'subscription ($id: ID!) { jobUpdated(projectId: $id) { id state progress } }';

const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=480x270\n270p/index.m3u8\n';
const level = [
  '#EXTM3U',
  '#EXT-X-TARGETDURATION:2',
  '#EXT-X-MAP:URI="init.mp4"',
  '#EXTINF:2.0,',
  'seg_000.m4s',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

describe('jobs', () => {
  let bff: TestBff;
  let token: string;
  let otherToken: string;
  let projectId: string;
  let rootId: string;

  /** A new upload's job, version and storage prefix. */
  async function uploaded(filename: string) {
    const done = await uploadFile(bff, token, rootId, { filename, bytes: Buffer.from('frames') });
    const versionId = fromGlobalId(done.version.id).id;
    const row = await bff.services.db
      .selectFrom('version')
      .select('sourceKey')
      .where('id', '=', versionId)
      .executeTakeFirstOrThrow();
    const prefix = row.sourceKey.slice(0, row.sourceKey.lastIndexOf('/') + 1);
    return {
      job: done.job.id as string,
      jobId: fromGlobalId(done.job.id).id,
      version: done.version.id as string,
      versionId,
      prefix,
    };
  }

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    otherToken = await bff.tokenFor(await bff.addUser('Otto Other', 'otto@rushes.test'));
    ({ projectId, rootId } = await createProject(bff, toGlobalId('User', manager.userId), 'Jobs'));
  });
  afterAll(() => bff?.close());

  it("follows the transcoder's events: progress, probe, a playable level, completion", async () => {
    const { job, jobId, version, versionId, prefix } = await uploaded('Clip.mov');
    await appendJobEvents(bff.services, jobId, [
      jobEvents.started(jobId, versionId),
      jobEvents.progress(jobId, 40),
      jobEvents.probed(jobId, versionId),
    ]);
    expect((await bff.gql(token, jobQuery, { id: job })).data?.job).toEqual({
      state: 'RUNNING',
      progress: 40,
      reason: null,
      version: { number: 1 },
    });
    const probed = (await bff.gql(token, versionQuery, { id: version })).data?.node;
    expect(probed).toMatchObject({
      duration: 10_000,
      framesPerSecond: 25,
      timecodeOffset: '01:00:00:00',
      width: 1920,
      height: 1080,
      isProcessing: true,
      streamUrl: null,
      fileInfo: { videoCodec: 'h264', audioCodec: 'aac', videoBitrate: 8_000_000, hdr: false },
      levels: [],
      processingJob: { state: 'RUNNING', progress: 40 },
    });
    await appendJobEvents(bff.services, jobId, [
      jobEvents.levelPublished(jobId, versionId, prefix),
    ]);
    const playable = (await bff.gql(token, versionQuery, { id: version })).data?.node;
    expect(playable.levels).toEqual([
      { name: '270p', width: 480, height: 270, bandwidth: 400_000, hdr: false },
    ]);
    expect(playable.streamUrl).toMatch(/^\/v2\/media\/[^/]+\/hls\/master\.m3u8$/);
    await appendJobEvents(bff.services, jobId, [jobEvents.completed(jobId, versionId, prefix)]);
    const done = (await bff.gql(token, versionQuery, { id: version })).data?.node;
    expect(done).toMatchObject({
      isProcessing: false,
      processingJob: { state: 'COMPLETED', progress: 100 },
      thumbnailSprite: { columns: 6, rows: 5 },
    });
    expect(done.posterUrl).toContain('poster.jpg');
    expect(done.thumbnailSprite.urls).toHaveLength(1);
  });

  it('plays the first level from its first segments, until it is published whole', async () => {
    const { version, jobId, versionId, prefix } = await uploaded('Growing.mov');
    await appendJobEvents(bff.services, jobId, [
      jobEvents.started(jobId, versionId),
      jobEvents.probed(jobId, versionId),
      jobEvents.levelPlayable(jobId, versionId, prefix),
    ]);
    const growing = (await bff.gql(token, versionQuery, { id: version })).data?.node;
    expect(growing).toMatchObject({
      isProcessing: true,
      levels: [{ name: '270p', width: 480, height: 270, bandwidth: 0, hdr: false }],
      processingJob: { state: 'RUNNING' },
    });
    expect(growing.streamUrl).toMatch(/^\/v2\/media\/[^/]+\/hls\/master\.m3u8$/);
    const { storage } = bff.services;
    const playlist = level.replace('#EXT-X-ENDLIST\n', '');
    await storage.putObject(`${prefix}hls/270p/index.m3u8`, Buffer.from(playlist), {
      contentType: 'application/vnd.apple.mpegurl',
    });
    const nested = growing.streamUrl.replace('master.m3u8', '270p/index.m3u8');
    const answer = await bff.app.inject({ method: 'GET', url: nested });
    expect(answer.headers['cache-control']).toBe('no-store');
    await appendJobEvents(bff.services, jobId, [
      jobEvents.levelPublished(jobId, versionId, prefix),
    ]);
    const whole = (await bff.gql(token, versionQuery, { id: version })).data?.node;
    expect(whole.levels).toEqual([
      { name: '270p', width: 480, height: 270, bandwidth: 400_000, hdr: false },
    ]);
    expect(whole.streamUrl).toMatch(/hls\/master\.m3u8$/);
  });

  it('stops playing a level that will not grow any further: a failure, a cancel', async () => {
    const read = async (id: string) => (await bff.gql(token, versionQuery, { id })).data?.node;
    for (const end of ['failed', 'cancelled'] as const) {
      const { version, jobId, versionId, prefix } = await uploaded(`Stopped ${end}.mov`);
      await appendJobEvents(bff.services, jobId, [
        jobEvents.started(jobId, versionId),
        jobEvents.levelPlayable(jobId, versionId, prefix),
      ]);
      expect((await read(version)).levels).toHaveLength(1);
      await appendJobEvents(bff.services, jobId, [jobEvents[end](jobId)]);
      expect(await read(version), end).toMatchObject({ streamUrl: null, levels: [] });
      const row = await bff.services.db
        .selectFrom('version')
        .select('masterKey')
        .where('id', '=', versionId)
        .executeTakeFirstOrThrow();
      expect(row.masterKey).toBeNull();
    }
  });

  it('keeps the levels published whole through a retry, which plays its first level afresh', async () => {
    const read = async (id: string) => (await bff.gql(token, versionQuery, { id })).data?.node;
    const { job, version, jobId, versionId, prefix } = await uploaded('Retried.mov');
    const playable = jobEvents.levelPlayable(jobId, versionId, prefix);
    if (playable.type !== 'job.level_playable') throw new Error('not job.level_playable');
    const { level: first } = playable.data;
    const second: JobEvent = {
      ...playable,
      data: { ...playable.data, level: { ...first, name: '360p', height: 360, width: 640 } },
    };
    await appendJobEvents(bff.services, jobId, [
      jobEvents.started(jobId, versionId),
      jobEvents.levelPublished(jobId, versionId, prefix),
      second,
    ]);
    expect((await read(version)).levels).toMatchObject([{ name: '270p' }, { name: '360p' }]);
    await appendJobEvents(bff.services, jobId, [jobEvents.failed(jobId)]);
    expect(await read(version)).toMatchObject({ levels: [{ name: '270p', bandwidth: 400_000 }] });
    expect((await read(version)).streamUrl).toMatch(/hls\/master\.m3u8$/);
    expect((await bff.gql(token, retryJob, { input: { jobId: job } })).errors).toBeUndefined();
    await appendJobEvents(bff.services, jobId, [jobEvents.started(jobId, versionId, 2), playable]);
    // the new attempt writes the level's playlist again from its first segment
    expect((await read(version)).levels).toMatchObject([{ name: '270p', bandwidth: 0 }]);
  });

  it("gives a copy made while its original is processing everything the original's job makes", async () => {
    const { jobId, versionId, prefix } = await uploaded('Copied early.mov');
    const assetId = (
      await bff.services.db
        .selectFrom('version')
        .select('assetId')
        .where('id', '=', versionId)
        .executeTakeFirstOrThrow()
    ).assetId;
    const copied = await bff.gql(token, copyItems, {
      input: { targetId: rootId, assetIds: [toGlobalId('Asset', assetId)] },
    });
    expect(copied.errors).toBeUndefined();
    const copyVersion = async () => {
      const assets = (await bff.gql(token, rootAssets, { id: rootId })).data?.folder.assets.edges;
      const copies = assets
        .map((edge: { node: { name: string; newestVersion: { id: string } } }) => edge.node)
        .filter((node: { name: string }) => node.name === 'Copied early.mov');
      expect(copies).toHaveLength(2);
      const [copy] = copies.filter(
        (node: { newestVersion: { id: string } }) =>
          fromGlobalId(node.newestVersion.id).id !== versionId,
      );
      return (await bff.gql(token, versionQuery, { id: copy.newestVersion.id })).data?.node;
    };
    expect(await copyVersion()).toMatchObject({ duration: null, isProcessing: true, levels: [] });
    await appendJobEvents(bff.services, jobId, [
      jobEvents.started(jobId, versionId),
      jobEvents.probed(jobId, versionId),
      jobEvents.levelPublished(jobId, versionId, prefix),
      jobEvents.completed(jobId, versionId, prefix),
    ]);
    const done = await copyVersion();
    expect(done).toMatchObject({
      duration: 10_000,
      width: 1920,
      isProcessing: false,
      levels: [{ name: '270p' }],
      processingJob: { state: 'COMPLETED' },
    });
    expect(done.posterUrl).toContain('poster.jpg');
  });

  it('serves the HLS playlists with every URI signed', async () => {
    const { jobId, version, versionId, prefix } = await uploaded('Play.mov');
    const { storage } = bff.services;
    const put = (key: string, body: string) =>
      storage.putObject(prefix + key, Buffer.from(body), {
        contentType: 'application/octet-stream',
      });
    await put('hls/master.m3u8', master);
    await put('hls/270p/index.m3u8', level);
    await put('hls/270p/init.mp4', 'init bytes');
    await put('hls/270p/seg_000.m4s', 'segment bytes');
    await appendJobEvents(bff.services, jobId, [
      jobEvents.started(jobId, versionId),
      jobEvents.levelPublished(jobId, versionId, prefix),
    ]);
    const { streamUrl } = (await bff.gql(token, versionQuery, { id: version })).data?.node ?? {};
    const get = (url: string) => bff.app.inject({ method: 'GET', url });
    const masterAnswer = await get(streamUrl);
    expect(masterAnswer.statusCode).toBe(200);
    expect(masterAnswer.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(masterAnswer.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const nested = masterAnswer.body.split('\n')[2] ?? '';
    expect(nested).toBe(streamUrl.replace('master.m3u8', '270p/index.m3u8'));
    const levelAnswer = await get(nested);
    const lines = levelAnswer.body.split('\n');
    const init = /URI="([^"]+)"/.exec(lines[2] ?? '')?.[1] ?? '';
    expect((await get(init)).body).toBe('init bytes');
    expect((await get(lines[4] ?? '')).body).toBe('segment bytes');
  });

  it('refuses a playlist URL with a wrong token or path', async () => {
    const { jobId, version, versionId, prefix } = await uploaded('Refused.mov');
    await appendJobEvents(bff.services, jobId, [
      jobEvents.started(jobId, versionId),
      jobEvents.levelPublished(jobId, versionId, prefix),
    ]);
    const { streamUrl } = (await bff.gql(token, versionQuery, { id: version })).data?.node ?? {};
    const get = (url: string) => bff.app.inject({ method: 'GET', url });
    const forged = await get(
      streamUrl.replace(/\.(\d+)\./, (_: string, n: string) => `.${Number(n) + 1}.`),
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'FORBIDDEN', data: { reason: 'URL_INVALID' } });
    expect((await get(streamUrl.replace('master.m3u8', 'source.mov'))).statusCode).toBe(404);
    expect((await get(streamUrl.replace('master.m3u8', 'missing.m3u8'))).statusCode).toBe(404);
  });

  it('retries a failed job and cancels a waiting one', async () => {
    const { job, jobId, versionId } = await uploaded('Broken.mov');
    const early = await bff.gql(token, retryJob, { input: { jobId: job } });
    expect(firstError(early)).toMatchObject({ code: 'STATE_CONFLICT', data: { state: 'WAITING' } });
    expect(early.errors?.[0]?.message).toContain('only a failed or cancelled job can be retried');
    await appendJobEvents(bff.services, jobId, [
      jobEvents.started(jobId, versionId),
      jobEvents.failed(jobId),
    ]);
    expect((await bff.gql(token, jobQuery, { id: job })).data?.job).toMatchObject({
      state: 'FAILED',
      reason: 'The file could not be read.',
    });
    const retried = await bff.gql(token, retryJob, { input: { jobId: job } });
    expect(retried.data?.retryJob.job).toEqual({ state: 'WAITING', progress: 0 });
    const cancelled = await bff.gql(token, cancelJob, { input: { jobId: job } });
    expect(cancelled.data?.cancelJob.job).toEqual({ state: 'CANCELLED' });
    const hidden = await bff.gql(otherToken, cancelJob, { input: { jobId: job } });
    expect(firstError(hidden).code).toBe('NOT_FOUND');
  });

  it("lists the viewer's jobs newest first, changed after a time", async () => {
    const before = new Date().toISOString();
    const { job } = await uploaded('Latest.mov');
    const all = (await bff.gql(token, '{ jobs { id } }')).data?.jobs;
    expect(all[0]).toEqual({ id: job });
    const recent = await bff.gql(
      token,
      'query ($p: ID, $t: DateTime) { jobs(projectId: $p, updatedAfter: $t) { id } }',
      {
        p: projectId,
        t: before,
      },
    );
    expect(recent.data?.jobs).toEqual([{ id: job }]);
  });

  it('tells a jobUpdated subscriber of each change', async () => {
    const { job, jobId, versionId } = await uploaded('Live.mov');
    const client = await openSubscriptions(bff.app, token);
    const id = client.subscribe(jobUpdated, { id: projectId });
    await appendJobEvents(bff.services, jobId, [jobEvents.started(jobId, versionId)]);
    // The subscription starts asynchronously: report progress until it is heard.
    for (let progress = 1; !client.hasNext(id) && progress < 50; progress++) {
      await appendJobEvents(bff.services, jobId, [jobEvents.progress(jobId, progress)]);
    }
    const heard = await client.next(id);
    expect(heard.payload?.data?.jobUpdated).toMatchObject({ id: job, state: 'RUNNING' });
    client.close();
  });

  it("shows an upload's pictures with its first level, told live, before the rest of its ladder", async () => {
    const read = async (id: string) => (await bff.gql(token, versionQuery, { id })).data?.node;
    const { job, version, jobId, versionId, prefix } = await uploaded('Ladder queued.mov');
    const { assetId } = await bff.services.db
      .selectFrom('version')
      .select('assetId')
      .where('id', '=', versionId)
      .executeTakeFirstOrThrow();
    await appendJobEvents(bff.services, jobId, [
      jobEvents.started(jobId, versionId),
      jobEvents.levelPublished(jobId, versionId, prefix),
    ]);
    expect(await read(version)).toMatchObject({ posterUrl: null, thumbnailSprite: null });
    const client = await openSubscriptions(bff.app, token);
    const id = client.subscribe(jobUpdated, { id: projectId });
    // The subscription starts asynchronously: report progress until it is heard.
    for (let progress = 1; !client.hasNext(id) && progress < 50; progress++) {
      await appendJobEvents(bff.services, jobId, [jobEvents.progress(jobId, progress)]);
    }
    await client.next(id);
    // what the progress reports still bring arrives within moments; then nothing until told
    await sleep(500);
    while (client.hasNext(id)) await client.next(id);
    await appendJobEvents(bff.services, jobId, [
      jobEvents.ladderQueued(jobId, versionId, assetId, prefix),
    ]);
    const heard = await client.next(id);
    expect(heard.payload?.data?.jobUpdated).toMatchObject({ id: job, state: 'RUNNING' });
    client.close();
    const shown = await read(version);
    expect(shown).toMatchObject({ isProcessing: true, thumbnailSprite: { columns: 6, rows: 5 } });
    expect(shown.posterUrl).toMatch(/poster\.jpg/);
  });

  it('refuses a jobUpdated subscription on a project the viewer may not see', async () => {
    const client = await openSubscriptions(bff.app, otherToken);
    const id = client.subscribe(jobUpdated, { id: projectId });
    const answer = await client.next(id);
    expect(answer.type).toBe('error');
    client.close();
  });
});
