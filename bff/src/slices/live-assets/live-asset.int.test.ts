import { createSealer, SRT_PASSPHRASES } from '@rushes/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecretToken } from '../../auth/secret-token.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { type AccessWorld, startAccessWorld } from '../members/member.fixture.ts';
import { firstError } from '../test-bff.fixture.ts';
import { uploadFile } from '../uploads/upload.fixture.ts';

const createLiveAsset = `mutation ($input: CreateLiveAssetInput!) {
  createLiveAsset(input: $input) {
    asset { id name type hasLiveKey createdBy { name } newestVersion { number isLive streamUrl } }
    ingest { streamKey rtmpServer rtmpUrl srtUrl } } }`;
const issueLiveKey = `mutation ($input: IssueLiveKeyInput!) {
  issueLiveKey(input: $input) { ingest { streamKey } } }`;
const revokeLiveKey = `mutation ($input: RevokeLiveKeyInput!) {
  revokeLiveKey(input: $input) { asset { hasLiveKey } } }`;
const readAsset = 'query ($id: ID!) { asset(id: $id) { type hasLiveKey } }';

describe('Live assets', () => {
  let world: AccessWorld;
  const secretRows = (assetId: string) =>
    world.bff.services.db
      .selectFrom('liveKeySecret')
      .selectAll()
      .where('assetId', '=', fromGlobalId(assetId).id)
      .execute();

  beforeAll(async () => {
    world = await startAccessWorld();
  });
  afterAll(() => world?.bff.close());

  it('are made in a folder with a stream key shown once, its hash kept out of the log', async () => {
    const { bff, admin, folders } = world;
    const before = await bff.services.store.headSeq();
    const input = { folderId: folders.day1, name: ' Stage 4 ' };
    const answer = await bff.gql(admin, createLiveAsset, { input });
    const { asset, ingest } = answer.data?.createLiveAsset ?? {};
    expect(asset).toMatchObject({ name: 'Stage 4', type: 'LIVE', hasLiveKey: true });
    // Its first version waits for the first feed: nothing plays yet.
    expect(asset.newestVersion).toEqual({ number: 1, isLive: false, streamUrl: null });
    expect(ingest.streamKey).toMatch(/^live_[\w-]{43}$/);
    expect(ingest.rtmpServer).toBe(`rtmp://localhost:${bff.services.config.rtmpPort}/live`);
    expect(ingest.rtmpUrl).toBe(`${ingest.rtmpServer}/${ingest.streamKey}`);
    // SRT on a port of the key's own, its passphrase sealed where the ingest server opens it
    const srt = new URL(ingest.srtUrl.replace('srt:', 'http:'));
    const passphrase = srt.searchParams.get('passphrase') ?? '';
    expect(passphrase).toMatch(/^[\w-]{32}$/);
    expect(srt.searchParams.get('pbkeylen')).toBe('32');
    const rows = await secretRows(asset.id);
    expect(rows.map((row) => row.secretHash)).toEqual([hashSecretToken(ingest.streamKey)]);
    expect(rows[0]?.srtPort).toBe(Number(srt.port));
    const sealer = createSealer(bff.services.config.secretsKey, SRT_PASSPHRASES);
    expect(sealer.open(rows[0]?.srtPassphraseSealed ?? '')).toBe(passphrase);
    const log = JSON.stringify(await bff.services.store.readAll(before, 100));
    expect(log).toContain('asset.live_created');
    expect(log).not.toContain(ingest.streamKey);
    expect(log).not.toContain(hashSecretToken(ingest.streamKey));
    expect(log).not.toContain(passphrase);
  });

  it('take a new key in place of the old, and none once revoked', async () => {
    const { bff, admin, folders } = world;
    const input = { folderId: folders.day1, name: 'Grade' };
    const made = (await bff.gql(admin, createLiveAsset, { input })).data?.createLiveAsset;
    const assetId = made.asset.id;
    const next = (await bff.gql(admin, issueLiveKey, { input: { assetId } })).data?.issueLiveKey;
    expect(next.ingest.streamKey).not.toBe(made.ingest.streamKey);
    const rows = await secretRows(assetId);
    expect(rows.map((row) => row.secretHash)).toEqual([hashSecretToken(next.ingest.streamKey)]);
    expect(rows[0]?.srtPort).toEqual(expect.any(Number));
    const revoked = await bff.gql(admin, revokeLiveKey, { input: { assetId } });
    expect(revoked.data?.revokeLiveKey.asset.hasLiveKey).toBe(false);
    expect(await secretRows(assetId)).toEqual([]);
  });

  it('refuse a blank name, and an asset that is not Live, appending nothing', async () => {
    const { admin, folders, appended } = world;
    const blank = await appended(() =>
      world.bff.gql(admin, createLiveAsset, { input: { folderId: folders.day1, name: '  ' } }),
    );
    expect(firstError(blank.answer)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(blank.appended).toBe(false);
    const uploaded = await uploadFile(world.bff, admin, folders.day1, {
      filename: 'A001_C001.mov',
      bytes: Buffer.from('not really a film'),
    });
    const notLive = await appended(() =>
      world.bff.gql(admin, revokeLiveKey, { input: { assetId: uploaded.asset.id } }),
    );
    expect(firstError(notLive.answer)).toEqual({
      code: 'NOT_FOUND',
      data: { field: 'assetId', entity: 'liveAsset' },
    });
    expect(notLive.appended).toBe(false);
  });

  it('show whether a key is in force only to those who may feed them', async () => {
    const { bff, admin, tokens, users, folders } = world;
    const input = { folderId: folders.day1, name: 'Set B' };
    const { asset } =
      (await bff.gql(admin, createLiveAsset, { input })).data?.createLiveAsset ?? {};
    const asManager = await bff.gql(tokens.mia, readAsset, { id: asset.id });
    expect(asManager.data?.asset).toEqual({ type: 'LIVE', hasLiveKey: true });
    const saveEntry = `mutation ($input: SaveFolderUserInput!) {
      saveFolderUser(input: $input) { clientMutationId } }`;
    const entry = { folderId: folders.day1, userId: users.vic, roleId: 'viewer', allowedTo: {} };
    await bff.gql(admin, saveEntry, { input: entry });
    const asViewer = await bff.gql(tokens.vic, readAsset, { id: asset.id });
    expect(asViewer.data?.asset).toEqual({ type: 'LIVE', hasLiveKey: null });
  });
});
