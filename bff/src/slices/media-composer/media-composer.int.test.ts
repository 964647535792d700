import { createHash, randomUUID } from 'node:crypto';
import type { RushesCloudEvent } from '@rushes/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { makeApiToken } from '../api-tokens/api-token.fixture.ts';
import { appendTestAsset } from '../comments/comment.fixture.ts';
import { defineField, setValues } from '../custom-fields/custom-field.fixture.ts';
import { slices } from '../index.ts';
import { appendJobEvents, jobEvents } from '../jobs/transcoder.fixture.ts';
import { type AccessWorld, saveFolderUser, startAccessWorld } from '../members/member.fixture.ts';
import { parseAle } from '../metadata/ale.ts';
import { firstError } from '../test-bff.fixture.ts';
import { deliverSettled } from './delivery-worker.ts';

const enable = `mutation ($input: EnableProjectIntegrationInput!) {
  enableProjectIntegration(input: $input) { project { integrations { type enabledBy { name } } } } }`;
const disable = `mutation ($input: DisableProjectIntegrationInput!) {
  disableProjectIntegration(input: $input) { project { integrations { type } } } }`;
const addComment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } } }`;
const projectDeliveries = `query ($id: ID!) { node(id: $id) { ... on Project {
  deliveries { folder { name } files { kind name size sha256 url } } } } }`;
const folderDeliveries = `query ($id: ID!) { folder(id: $id) {
  deliveries { integration updatedAt files { kind name url } } } }`;

const uuid = (globalId: string) => fromGlobalId(globalId).id;
const loaders = slices.flatMap((slice) => slice.loaders ?? []);

/**
 * The Media Composer integration against the real services: those who edit a project turn it on;
 * each folder with clips then has an Avid marker file and an ALE, written once a burst of changes
 * settles and only when their content changed, announced on the public feed and downloaded
 * through signed URLs by those who may download there.
 */
describe('the Media Composer integration', () => {
  let world: AccessWorld;
  let assetId: string;
  let versionId: string;
  let jobId: string;

  const input = (type = 'MEDIACOMPOSER') => ({ input: { projectId: world.projectId, type } });
  /** Writes what has changed so far, as the worker does once the changes have paused. */
  const settle = async () => {
    const { services } = world.bff;
    const head = await services.store.headSeq();
    expect(await services.checkpoints.waitFor(['deliveries'], head)).toBe(true);
    return deliverSettled(services, loaders, new Date(Date.now() + 60_000));
  };
  const download = async (url: string) => {
    const response = await world.bff.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.rawPayload };
  };
  const filesOf = async (token: string, folderId: string) =>
    (await world.bff.gql(token, folderDeliveries, { id: folderId })).data?.folder.deliveries;
  /** The delivery events appended after `seq`. */
  const deliveryEvents = async (seq: number) =>
    (await world.bff.services.store.readAll(seq, 1_000))
      .flatMap((commit) => commit.events)
      .filter((event) => event.type.startsWith('folder_delivery.'));

  beforeAll(async () => {
    world = await startAccessWorld();
    const { bff, tokens, users, folders } = world;
    const asset = await appendTestAsset(bff.services, {
      projectId: world.projectId,
      folderId: folders.day1,
      userId: uuid(users.mia),
    });
    assetId = asset.assetId;
    versionId = asset.versionIds[0] ?? '';
    jobId = randomUUID();
    const probed = jobEvents.probed(jobId, uuid(versionId));
    if (probed.type !== 'job.probed') throw new Error('not a probe');
    await appendJobEvents(bff.services, jobId, [
      { ...probed, data: { ...probed.data, timecode: '10:00:00:00' } },
    ]);
    for (const [user, roleId] of [
      ['eddie', 'editor'],
      ['vic', 'viewer'],
    ] as const) {
      const entry = { folderId: folders.day1, userId: users[user], roleId, allowedTo: {} };
      expect((await bff.gql(world.admin, saveFolderUser, { input: entry })).errors).toBeUndefined();
    }
    expect(
      (
        await bff.gql(tokens.mia, addComment, {
          input: { versionId, text: 'Warmer here', position: { start: 30 } },
        })
      ).errors,
    ).toBeUndefined();
  }, 60_000);

  afterAll(() => world?.bff.close());

  it('is turned on only by those who edit the project; a refused call appends nothing', async () => {
    const { bff, tokens, appended } = world;
    const byEddie = await appended(() => bff.gql(tokens.eddie, enable, input()));
    expect(firstError(byEddie.answer).code).toBe('FORBIDDEN');
    const byOtto = await appended(() => bff.gql(tokens.otto, enable, input()));
    expect(firstError(byOtto.answer).code).toBe('NOT_FOUND');
    const unknown = await appended(() => bff.gql(tokens.mia, enable, input('FINALCUT')));
    expect(unknown.answer.errors).toBeDefined();
    expect([byEddie.appended, byOtto.appended, unknown.appended]).toEqual([false, false, false]);

    const byMia = await appended(() => bff.gql(tokens.mia, enable, input()));
    expect(byMia.answer.data?.enableProjectIntegration.project.integrations).toEqual([
      { type: 'MEDIACOMPOSER', enabledBy: { name: 'Mia Manager' } },
    ]);
    expect(byMia.appended).toBe(true);
    expect((await appended(() => bff.gql(tokens.mia, enable, input()))).appended).toBe(false);
  });

  it("writes a folder's marker file and ALE, for those who may download there", async () => {
    const { tokens, folders } = world;
    await settle();
    const [delivery] = await filesOf(tokens.eddie, folders.day1);
    expect(delivery.integration).toBe('MEDIACOMPOSER');
    expect(
      delivery.files.map((file: { kind: string; name: string }) => [file.kind, file.name]),
    ).toEqual([
      ['AVID_MARKERS', 'Day 1 markers.txt'],
      ['ALE', 'Day 1.ale'],
    ]);
    const markers = await download(delivery.files[0].url);
    expect(markers.status).toBe(200);
    expect(markers.body.toString('utf8')).toBe(
      'Mia Manager\t10:00:01:05\tV1\tred\tWarmer here\t1\r\n',
    );
    const ale = parseAle((await download(delivery.files[1].url)).body.toString('utf8'));
    expect(
      ale.records.map(({ clipName, sourceStart, sourceEnd, fps }) => ({
        clipName,
        sourceStart,
        sourceEnd,
        fps,
      })),
    ).toEqual([
      { clipName: 'A001.mov', sourceStart: '10:00:00:00', sourceEnd: '10:00:10:00', fps: 25 },
    ]);
    // A Viewer may not download in Day 1; the folders without clips have no files.
    expect(await filesOf(tokens.vic, folders.day1)).toEqual([]);
    expect(await filesOf(tokens.mia, folders.day2)).toEqual([]);
  });

  it('writes once after a burst of 50 comments, with every one of them', async () => {
    const { bff, tokens, folders } = world;
    const seq = await bff.services.store.headSeq();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        bff.gql(tokens.mia, addComment, {
          input: { versionId, text: `Note ${index}`, position: { start: 100 + index } },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.errors)).toEqual([]);
    // The BFF's own worker writes them, once the burst has paused.
    await expect
      .poll(async () => (await deliveryEvents(seq)).length, { timeout: 20_000, interval: 250 })
      .toBeGreaterThan(0);
    const head = await bff.services.store.headSeq();
    expect(await bff.services.checkpoints.waitFor(['deliveries'], head)).toBe(true);
    expect(await bff.services.db.selectFrom('deliveryPending').selectAll().execute()).toEqual([]);
    expect((await deliveryEvents(seq)).map((event) => event.type)).toEqual([
      'folder_delivery.updated',
    ]);
    const [delivery] = await filesOf(tokens.mia, folders.day1);
    const lines = (await download(delivery.files[0].url)).body.toString('utf8').split('\r\n');
    expect(lines.filter((line) => line.includes('\tNote '))).toHaveLength(50);
  });

  it('writes nothing when what the files hold is unchanged', async () => {
    const { bff } = world;
    const seq = await bff.services.store.headSeq();
    // The clip probed again as before (a retried job): its folder is looked at again.
    const probed = jobEvents.probed(jobId, uuid(versionId));
    if (probed.type !== 'job.probed') throw new Error('not a probe');
    const probedAgain = await appendJobEvents(bff.services, jobId, [
      { ...probed, data: { ...probed.data, timecode: '10:00:00:00' } },
    ]);
    expect(await bff.services.checkpoints.waitFor(['deliveries'], probedAgain)).toBe(true);
    const pending = await bff.services.db.selectFrom('deliveryPending').selectAll().execute();
    expect(pending.map((row) => row.folderId)).toEqual([uuid(world.folders.day1)]);
    expect(await settle()).toBe(0);
    expect(await deliveryEvents(seq)).toEqual([]);
  });

  it("writes the workspace's custom fields into the ALE as they are set", async () => {
    const { tokens, folders } = world;
    const rating = await defineField(world, { name: 'Rating', type: 'NUMBER' });
    await defineField(world, { name: 'Graded', type: 'BOOLEAN' });
    const set = await setValues(world, tokens.eddie, [assetId], [{ fieldId: rating, value: '4' }]);
    expect(set.errors).toBeUndefined();
    await settle();
    const [delivery] = await filesOf(tokens.eddie, folders.day1);
    const ale = parseAle((await download(delivery.files[1].url)).body.toString('utf8'));
    expect(ale.records[0]?.columns).toMatchObject({ Rating: '4', Graded: '' });
  });

  it('says on the public feed that the files changed, with their sizes and hashes', async () => {
    const { bff, admin, workspaceId, folders } = world;
    const token = await makeApiToken(bff, admin, {
      workspaceId,
      scopes: ['events:read', 'assets:read'],
    });
    const response = await bff.app.inject({
      method: 'GET',
      url: '/v2/events?limit=1000&types=io.rushes.folder.delivery_updated.v1',
      headers: { authorization: `Bearer ${token.secret}` },
    });
    expect(response.statusCode).toBe(200);
    const events: RushesCloudEvent[] = response.json();
    const last = events.at(-1);
    expect(last).toMatchObject({
      type: 'io.rushes.folder.delivery_updated.v1',
      subject: `folders/${uuid(folders.day1)}`,
      rushesproject: uuid(world.projectId),
    });
    // Never a URL (it would expire) nor a storage key.
    expect(JSON.stringify(events)).not.toMatch(/signature|\/v2\/storage|deliveries\//);
    // The machine reads the same files through the project, and their hashes match their bytes.
    const answer = await bff.gql(token.secret, projectDeliveries, { id: world.projectId });
    const [delivery] = answer.data?.node.deliveries ?? [];
    expect(delivery.folder.name).toBe('Day 1');
    for (const file of delivery.files) {
      const { body } = await download(file.url);
      expect(file.sha256).toBe(createHash('sha256').update(body).digest('hex'));
      expect(file.size).toBe(body.length);
    }
    const announced = (last?.data as { files: { sha256: string; size: number }[] } | undefined)
      ?.files;
    expect(announced?.map(({ sha256, size }) => ({ sha256, size }))).toEqual(
      delivery.files.map(({ sha256, size }: { sha256: string; size: number }) => ({
        sha256,
        size,
      })),
    );
  });

  it('removes the files once turned off', async () => {
    const { bff, tokens, folders } = world;
    const [delivery] = await filesOf(tokens.mia, folders.day1);
    const seq = await bff.services.store.headSeq();
    const answer = await bff.gql(tokens.mia, disable, input());
    expect(answer.data?.disableProjectIntegration.project.integrations).toEqual([]);
    await settle();
    expect((await deliveryEvents(seq)).map((event) => event.type)).toEqual([
      'folder_delivery.removed',
    ]);
    expect(await filesOf(tokens.mia, folders.day1)).toEqual([]);
    expect((await download(delivery.files[0].url)).status).toBe(404);
  });
});
