import { randomUUID } from 'node:crypto';
import {
  type LiveCommand,
  liveDecider,
  type RenditionEvent,
  type RenditionRequested,
  runCommand,
} from '@rushes/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { zipEntries } from '../downloads/zip.fixture.ts';
import { appendJobEvents, jobEvents } from '../jobs/transcoder.fixture.ts';
import { type AccessWorld, startAccessWorld } from '../members/member.fixture.ts';
import { firstError } from '../test-bff.fixture.ts';
import { uploadFile } from '../uploads/upload.fixture.ts';
import { openLink, visit } from '../visits/visit.fixture.ts';
import { prepareRenditions } from './watermarked-pictures.ts';

const versionQuery = `query ($id: ID!) { node(id: $id) { ... on Version {
  streamUrl sourceUrl originalUrl posterUrl thumbnailUrl playerSprite { columns } levels { name }
  watermarking { state progress reason } } } }`;
const requestDownload = `mutation ($input: RequestDownloadInput!) {
  requestDownload(input: $input) { url filename fileCount } }`;
const watermark = { text: 'FOR DANA ONLY', position: 'BOTTOMRIGHT' };
const createLiveAsset = `mutation ($input: CreateLiveAssetInput!) {
  createLiveAsset(input: $input) { asset { id newestVersion { id } } } }`;

describe('watermarked share links', () => {
  let world: AccessWorld;
  let clip: { assetId: string; versionId: string; version: string; prefix: string };
  let document: string;
  let visitor: string;
  let plainVisitor: string;

  /** Appends a rendition's events as the transcoder's renderer would. */
  async function renderer(id: string, events: RenditionEvent[]) {
    const { services } = world.bff;
    const stream = `rendition.${id}`;
    const { lastSeq } = await services.store.readStream(stream);
    const meta = {
      actor: { kind: 'system' as const, id: 'transcoder' },
      ...{ commandId: randomUUID(), correlationId: randomUUID(), causationId: null },
      ...{ at: new Date().toISOString(), clientIp: null },
    };
    const encoded = events.map((event) => services.catalogue.encode(event));
    const { seq } = await services.store.append(stream, encoded, { expectedSeq: lastSeq, meta });
    await services.checkpoints.waitFor(['renditions'], seq, 5000);
  }

  const renditionRow = (versionId: string) =>
    world.bff.services.db
      .selectFrom('rendition')
      .selectAll()
      .where('versionId', '=', versionId)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    world = await startAccessWorld();
    const { bff, admin, folders, projectId } = world;
    const bytes = Buffer.from('a clip');
    const uploaded = await uploadFile(bff, admin, folders.day1, { filename: 'Take 1.mov', bytes });
    const version = uploaded?.version.id as string;
    const versionId = fromGlobalId(version).id;
    const jobId = fromGlobalId(uploaded?.job.id).id;
    const row = await bff.services.db
      .selectFrom('version')
      .select(['sourceKey', 'assetId'])
      .where('id', '=', versionId)
      .executeTakeFirstOrThrow();
    const prefix = row.sourceKey.slice(0, row.sourceKey.lastIndexOf('/') + 1);
    clip = { assetId: row.assetId, versionId, version, prefix };
    await appendJobEvents(bff.services, jobId, [
      jobEvents.started(jobId, versionId),
      jobEvents.levelPublished(jobId, versionId, prefix),
      jobEvents.completed(jobId, versionId, prefix),
    ]);
    const pdf = { filename: 'Call sheet.pdf', bytes: Buffer.from('%PDF-1.4') };
    document = (await uploadFile(bff, admin, folders.day1, pdf))?.version.id as string;
    const input = { projectId, name: 'Dailies for Dana', folderIds: [folders.day1] };
    const marked = await openLink(bff, admin, input, {
      canDownload: true,
      hasWatermark: true,
      watermark,
    });
    const plain = await openLink(bff, admin, { ...input, name: 'Unmarked' }, { canDownload: true });
    const signIn = async (token: string) => (await visit(bff, { token })).json().token as string;
    visitor = await signIn(marked.token);
    plainVisitor = await signIn(plain.token);
  });
  afterAll(() => world?.bff.close());

  const versionOf = async (token: string, id: string) =>
    (await world.bff.gql(token, versionQuery, { id })).data?.node;

  it('starts rendering when the visitor opens the link, and shows no picture until then', async () => {
    // Opening the link asked for the clip's rendition; the document has nothing to draw on.
    const rendition = await renditionRow(clip.versionId);
    expect(rendition).toMatchObject({ status: 'RENDERING', attempt: 1 });
    expect(rendition.outputPrefix).toBe(`${clip.prefix}watermarks/${rendition.id}/`);
    expect(await versionOf(visitor, clip.version)).toEqual({
      streamUrl: null,
      sourceUrl: null,
      originalUrl: null,
      posterUrl: null,
      thumbnailUrl: null,
      playerSprite: null,
      levels: [],
      watermarking: { state: 'RENDERING', progress: 0, reason: null },
    });
    // Members and visitors of a link without a watermark see the version's own pictures.
    for (const token of [world.admin, plainVisitor]) {
      const own = await versionOf(token, clip.version);
      expect(own.watermarking).toBeNull();
      expect(own.streamUrl).toMatch(/^\/v2\/media\//);
      expect(own.originalUrl).toEqual(expect.any(String));
      expect(own.posterUrl).not.toBeNull();
    }
  });

  it('plays the rendition, never the version itself, from its first segments', async () => {
    const { id, outputPrefix } = await renditionRow(clip.versionId);
    const { storage } = world.bff.services;
    const put = (path: string, body: string) =>
      storage.putObject(outputPrefix + path, Buffer.from(body), {
        contentType: 'application/vnd.apple.mpegurl',
      });
    await put('hls/master.m3u8', '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n360p/index.m3u8\n');
    const growing = '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXT-X-PLAYLIST-TYPE:EVENT\n';
    await put('hls/360p/index.m3u8', `${growing}#EXTINF:2.0,\nsegment_00000.m4s\n`);
    await renderer(id, [
      { type: 'rendition.progressed', data: { id, attempt: 1, percent: 30 } },
      {
        type: 'rendition.playable',
        data: { id, attempt: 1, masterKey: `${outputPrefix}hls/master.m3u8` },
      },
    ]);
    const playable = await versionOf(visitor, clip.version);
    expect(playable.watermarking).toEqual({ state: 'PLAYABLE', progress: 30, reason: null });
    expect(playable.posterUrl).toBeNull();
    const master = await world.bff.app.inject({ method: 'GET', url: playable.streamUrl });
    expect(master.statusCode).toBe(200);
    const levelUrl = master.body.split('\n').find((line: string) => line.startsWith('/v2/media/'));
    const level = await world.bff.app.inject({ method: 'GET', url: levelUrl ?? '' });
    expect(level.body).toContain('segment_00000.m4s');
    expect(level.headers['cache-control']).toBe('no-store');
    // The token reaches the rendition's files only: the version's own playlist is out of reach.
    const [, , , token] = (playable.streamUrl as string).split('/');
    for (const path of ['../../hls/master.m3u8', '..%2F..%2Fhls%2Fmaster.m3u8']) {
      const escaped = await world.bff.app.inject({
        method: 'GET',
        url: `/v2/media/${token}/${path}`,
      });
      expect(escaped.statusCode).toBe(404);
    }
  });

  it('downloads the watermarked clip once it is done, and leaves the document out', async () => {
    const { id, outputPrefix } = await renditionRow(clip.versionId);
    const ask = () =>
      world.bff.gql(visitor, requestDownload, {
        input: { projectId: world.projectId, folderIds: [world.folders.day1] },
      });
    expect(firstError(await ask())).toMatchObject({
      code: 'STATE_CONFLICT',
      data: { field: 'watermark', rule: 'rendering' },
    });
    const downloadKey = `${outputPrefix}download.mp4`;
    await world.bff.services.storage.putObject(downloadKey, Buffer.from('watermarked frames'), {
      contentType: 'video/mp4',
    });
    await renderer(id, [
      {
        type: 'rendition.completed',
        data: {
          ...{ id, attempt: 1, masterKey: `${outputPrefix}hls/master.m3u8` },
          ...{ posterKey: `${outputPrefix}poster.jpg`, downloadKey },
        },
      },
    ]);
    const done = await versionOf(visitor, clip.version);
    expect(done.watermarking.state).toBe('DONE');
    // the uploaded file would be the clip without its watermark
    expect(done.originalUrl).toBeNull();
    expect(done.posterUrl).toContain('poster.jpg');
    expect(done.posterUrl).toContain('watermarks');
    const answer = await ask();
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.requestDownload).toMatchObject({ filename: 'Day 1.zip', fileCount: 1 });
    const file = await world.bff.app.inject({
      method: 'GET',
      url: answer.data?.requestDownload.url,
    });
    const entries = await zipEntries(file.rawPayload);
    expect(entries.map(({ name, data }) => ({ name, data: data.toString() }))).toEqual([
      { name: 'Day 1/Take 1.mp4', data: 'watermarked frames' },
    ]);
  });

  it('gives each visitor a rendition of their own when the watermark names them', async () => {
    const { bff, admin, folders, projectId } = world;
    const input = { projectId, name: 'Named', folderIds: [folders.day1] };
    const named = { type: 'USERNAME', position: 'TOPLEFT', opacity: 60 };
    const link = await openLink(bff, admin, input, { hasWatermark: true, watermark: named });
    for (const email of ['dana@client.test', 'eli@client.test']) {
      const token = (await visit(bff, { token: link.token, email })).json().token as string;
      expect((await versionOf(token, clip.version)).watermarking.state).toBe('RENDERING');
    }
    const rows = await bff.services.db
      .selectFrom('rendition')
      .select('id')
      .where('versionId', '=', clip.versionId)
      .execute();
    const asked = await Promise.all(
      rows.map(async ({ id }) => {
        const { commits } = await bff.services.store.readStream(`rendition.${id}`);
        const [first] = commits.flatMap((commit) =>
          commit.events.map((event) => bff.services.catalogue.decode(event, commit.meta)),
        );
        return first?.data;
      }),
    );
    const drawn = asked.map((data) => data as RenditionRequested['data'] | undefined);
    // The link's watermark as one item of a whole description, laid out as the share dialog shows.
    const mine = drawn.find((data) => data?.marks[0]?.position === 'TOPLEFT');
    expect(mine).toMatchObject({ fontSize: 32, opacity: 60, opacityBackground: 30 });
    expect(mine).toMatchObject({ horizontalOffset: 32, verticalOffset: 32 });
    expect(drawn.every((data) => data?.marks.length === 1)).toBe(true);
    const marks = drawn.map((data) => data?.marks[0]?.mark);
    expect(marks).toEqual(
      expect.arrayContaining([
        { kind: 'TEXT', text: 'dana@client.test' },
        { kind: 'TEXT', text: 'eli@client.test' },
        { kind: 'TEXT', text: 'FOR DANA ONLY' },
      ]),
    );
    expect(rows).toHaveLength(3);
  });

  it('starts rendering when the link is sent, unless its watermark waits for the visitor', async () => {
    const { bff, admin, folders, projectId } = world;
    const send = `mutation ($input: SendLinkInput!) { sendLink(input: $input) { recipients } }`;
    const input = { projectId, name: 'Sent', folderIds: [folders.day1] };
    const ahead = { type: 'CUSTOM', text: 'SENT AHEAD', position: 'CENTER', opacity: 80 };
    const waits = { type: 'USERNAME', position: 'CENTER', opacity: 80 };
    const marksOf = async () => {
      const rows = await bff.services.db
        .selectFrom('rendition')
        .select('id')
        .where('versionId', '=', clip.versionId)
        .execute();
      const firsts = await Promise.all(
        rows.map(
          async ({ id }) => (await bff.services.store.readStream(`rendition.${id}`)).commits[0],
        ),
      );
      return firsts.map((commit) => {
        const event = commit?.events[0];
        return event && JSON.stringify(bff.services.catalogue.decode(event, commit.meta).data);
      });
    };
    const before = (await marksOf()).length;
    for (const watermark of [waits, ahead]) {
      const link = await openLink(bff, admin, input, { hasWatermark: true, watermark });
      const sent = await bff.gql(admin, send, {
        input: { id: link.id, recipients: ['dana@client.test'] },
      });
      expect(sent.errors).toBeUndefined();
    }
    const marks = await marksOf();
    expect(marks).toHaveLength(before + 1);
    expect(marks.filter((data) => data?.includes('"SENT AHEAD"'))).toHaveLength(1);
  });

  it('withholds what it cannot draw a watermark on', async () => {
    expect((await versionOf(visitor, document)).watermarking).toEqual({
      state: 'WITHHELD',
      progress: 0,
      reason: null,
    });
    expect((await versionOf(visitor, document)).sourceUrl).toBeNull();
    expect((await versionOf(plainVisitor, document)).sourceUrl).not.toBeNull();
  });

  it('asks for nothing when a watermarked link holds nothing to draw on yet', async () => {
    const { bff, admin, folders, projectId } = world;
    const input = { folderId: folders.day1, name: 'Stage 2, no feed yet' };
    const made = (await bff.gql(admin, createLiveAsset, { input })).data?.createLiveAsset.asset;
    const shared = { projectId, name: 'Waiting', assetIds: [made.id] };
    const link = await openLink(bff, admin, shared, { hasWatermark: true, watermark });
    const linkId = fromGlobalId(link.id).id;
    const origin = { actor: { kind: 'link' as const, id: linkId }, correlationId: 'open' };
    const asker = { services: bff.services, origin, linkId, visitor: null };
    await expect(prepareRenditions(asker)).resolves.toBeUndefined();
  });

  it("draws the watermark on a Live asset's feed from the feed as it runs, and on its recording after", async () => {
    const { bff, admin, folders } = world;
    const input = { folderId: folders.day1, name: 'Stage 4' };
    const made = (await bff.gql(admin, createLiveAsset, { input })).data?.createLiveAsset.asset;
    const versionId = fromGlobalId(made.newestVersion.id).id;
    const assetId = fromGlobalId(made.id).id;
    // Waiting for its feed, there is nothing to draw on.
    expect((await versionOf(visitor, made.newestVersion.id)).watermarking.state).toBe('WITHHELD');
    const { keyId } = await bff.services.db
      .selectFrom('liveKeySecret')
      .select('keyId')
      .where('assetId', '=', assetId)
      .executeTakeFirstOrThrow();
    const feedStep = async (command: LiveCommand) => {
      const origin = {
        actor: { kind: 'system' as const, id: 'live-ingest' },
        correlationId: 'feed',
      };
      const { services } = bff;
      const stream = `asset.${assetId}`;
      const done = await runCommand(services, origin, { stream, decider: liveDecider, command });
      expect(done.ok).toBe(true);
      await services.checkpoints.waitFor(['assets'], await services.store.headSeq(), 5000);
    };
    const folder = `projects/${world.projectId}/assets/${assetId}/${versionId}/`;
    await feedStep({
      type: 'StartLive',
      keyId,
      feed: {
        ...{ versionId, protocol: 'rtmp', sourceKey: `${folder}source.ts` },
        ...{ masterKey: `${folder}live/hls/master.m3u8` },
        ...{ playlistKey: `${folder}live/hls/live/index.m3u8` },
        ...{ width: 640, height: 360, fps: 25, timecode: '10:00:00:00' },
      },
    });
    const asked = async () => {
      const rows = await bff.services.db
        .selectFrom('rendition')
        .select('id')
        .where('versionId', '=', versionId)
        .execute();
      return Promise.all(
        rows.map(async ({ id }) => {
          const { commits } = await bff.services.store.readStream(`rendition.${id}`);
          const [first] = commits;
          const event = first?.events[0];
          const data = event && bff.services.catalogue.decode(event, first.meta).data;
          return { id, live: (data as RenditionRequested['data'] | undefined)?.live };
        }),
      );
    };
    // Opened while the feed runs: rendered from the feed, never shown as it is.
    const live = await versionOf(visitor, made.newestVersion.id);
    expect(live.watermarking.state).toBe('RENDERING');
    expect(live.streamUrl).toBeNull();
    const [fromFeed] = await asked();
    expect(fromFeed?.live).toBe(true);

    await feedStep({
      type: 'EndLive',
      ...{ versionId, ended: 'feed_stopped', size: 1000, durationMs: 8000 },
      ...{ filename: 'Live 2026-11-30 10-00.ts', jobId: randomUUID() },
    });
    // Recorded, it is rendered again, from its source, under an id of its own.
    expect((await versionOf(visitor, made.newestVersion.id)).watermarking.state).toBe('RENDERING');
    const both = await asked();
    expect(both).toHaveLength(2);
    expect(both.find((rendition) => rendition.id !== fromFeed?.id)?.live).toBe(false);
  });
});
