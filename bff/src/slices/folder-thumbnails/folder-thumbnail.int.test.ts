import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import { openSubscriptions } from '../../live/subscription.fixture.ts';
import { appendJobEvents, jobEvents } from '../jobs/transcoder.fixture.ts';
import { type AccessWorld, startAccessWorld } from '../members/member.fixture.ts';
import { startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { createProject, uploadFile } from '../uploads/upload.fixture.ts';
import { openLink, visit } from '../visits/visit.fixture.ts';

const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id } } }`;
const saveFolderUser = `mutation ($input: SaveFolderUserInput!) {
  saveFolderUser(input: $input) { clientMutationId } }`;
const thumbnailOf = 'query ($id: ID!) { folder(id: $id) { thumbnailUrl } }';
const folderThumbnail = `subscription ($id: ID!) {
  folderThumbnail(folderId: $id) { id name thumbnailUrl } }`;

describe('folder thumbnails', () => {
  let bff: TestBff;
  let token: string;
  let rootId: string;
  let dayId: string;

  /** A clip uploaded into Day 1: its job, version and storage prefix. */
  async function uploaded(filename: string) {
    const done = await uploadFile(bff, token, dayId, { filename, bytes: Buffer.from('frames') });
    const versionId = fromGlobalId(done.version.id).id;
    const { sourceKey } = await bff.services.db
      .selectFrom('version')
      .select('sourceKey')
      .where('id', '=', versionId)
      .executeTakeFirstOrThrow();
    const prefix = sourceKey.slice(0, sourceKey.lastIndexOf('/') + 1);
    const jobId = fromGlobalId(done.job.id).id;
    return {
      complete: () =>
        appendJobEvents(bff.services, jobId, [jobEvents.completed(jobId, versionId, prefix)]),
      prefix,
    };
  }

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    ({ rootId } = await createProject(bff, toGlobalId('User', manager.userId), 'Thumbnails'));
    const created = await bff.gql(token, createFolder, {
      input: { parentId: rootId, name: 'Day 1' },
    });
    dayId = created.data?.createFolder.folder.id;
  });
  afterAll(() => bff?.close());

  it("shows the first asset's picture and tells the parent's open views when it changes", async () => {
    const late = await uploaded('B.mov');
    const first = await uploaded('A.mov');
    const third = await uploaded('C.mov');
    expect((await bff.gql(token, thumbnailOf, { id: dayId })).data?.folder.thumbnailUrl).toBeNull();

    const client = await openSubscriptions(bff.app, token);
    const id = client.subscribe(folderThumbnail, { id: rootId });
    // The subscription starts asynchronously: finish B's pictures until it is heard.
    for (let tries = 0; !client.hasNext(id) && tries < 50; tries++) await late.complete();
    const heard = (await client.next(id)).payload?.data?.folderThumbnail;
    expect(heard).toMatchObject({ id: dayId, name: 'Day 1' });
    expect(heard.thumbnailUrl).toContain(`${late.prefix}thumbnail.jpg`);

    // A sorts first: its picture becomes the folder's (after B's extra completions, in order)
    await first.complete();
    let changed = heard;
    while (changed.thumbnailUrl.includes(late.prefix)) {
      changed = (await client.next(id)).payload?.data?.folderThumbnail;
    }
    expect(changed.thumbnailUrl).toContain(`${first.prefix}thumbnail.jpg`);

    // C's picture changes nothing: the next message is A's again, not C's
    await third.complete();
    await first.complete();
    const next = (await client.next(id)).payload?.data?.folderThumbnail;
    expect(next.thumbnailUrl).toContain(`${first.prefix}thumbnail.jpg`);
    const shown = (await bff.gql(token, thumbnailOf, { id: dayId })).data?.folder.thumbnailUrl;
    expect(shown).toContain(`${first.prefix}thumbnail.jpg`);
    client.close();
  });

  it('shows no picture to someone who only passes through the folder', async () => {
    const otto = await bff.addUser('Otto Other', 'otto@rushes.test');
    const ottoToken = await bff.tokenFor(otto);
    expect((await bff.gql(ottoToken, thumbnailOf, { id: dayId })).data?.folder).toBeNull();
    // an entry on a folder inside Day 1 makes Day 1 a passage: listed, its assets closed
    const sub = await bff.gql(token, createFolder, { input: { parentId: dayId, name: 'Sub' } });
    const input = {
      folderId: sub.data?.createFolder.folder.id,
      userId: toGlobalId('User', otto.userId),
      allowedTo: {},
    };
    const saved = await bff.gql(token, saveFolderUser, { input });
    expect(saved.errors).toBeUndefined();
    const passage = await bff.gql(ottoToken, thumbnailOf, { id: dayId });
    expect(passage.data?.folder).toEqual({ thumbnailUrl: null });
    expect((await bff.gql(token, thumbnailOf, { id: dayId })).data?.folder.thumbnailUrl).toContain(
      'thumbnail.jpg',
    );
  });
});

describe("a link's visitors and folder pictures", () => {
  let world: AccessWorld;
  afterAll(() => world?.bff.close());

  it('shows a visitor of a watermarked link no picture without its watermark', async () => {
    world = await startAccessWorld();
    const { bff, admin, folders, projectId } = world;
    const bytes = Buffer.from('a clip');
    const done = await uploadFile(bff, admin, folders.cameraA, { filename: 'Take 2.mov', bytes });
    const versionId = fromGlobalId(done.version.id).id;
    const jobId = fromGlobalId(done.job.id).id;
    const { sourceKey } = await bff.services.db
      .selectFrom('version')
      .select('sourceKey')
      .where('id', '=', versionId)
      .executeTakeFirstOrThrow();
    const prefix = sourceKey.slice(0, sourceKey.lastIndexOf('/') + 1);
    await appendJobEvents(bff.services, jobId, [jobEvents.completed(jobId, versionId, prefix)]);
    const own = `${prefix}thumbnail.jpg`;
    const input = { projectId, name: 'Dailies', folderIds: [folders.day1] };
    const signIn = async (token: string) => (await visit(bff, { token })).json().token as string;
    const plain = await signIn((await openLink(bff, admin, input)).token);
    const watermark = { text: 'FOR DANA ONLY', position: 'BOTTOMRIGHT' };
    const marked = await signIn(
      (await openLink(bff, admin, { ...input, name: 'Marked' }, { hasWatermark: true, watermark }))
        .token,
    );
    const pictureFor = async (token: string) =>
      (await bff.gql(token, thumbnailOf, { id: folders.cameraA })).data?.folder.thumbnailUrl;
    expect(await pictureFor(plain)).toContain(own);
    expect((await pictureFor(marked)) ?? '').not.toContain(own);
  });
});
