import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import { openSubscriptions } from '../../live/subscription.fixture.ts';
import { appendJobEvents, jobEvents } from '../jobs/transcoder.fixture.ts';
import {
  commitsAfter,
  firstError,
  type GraphQLAnswer,
  startTestBff,
  type TestBff,
} from '../test-bff.fixture.ts';
import { createProject, uploadFile } from '../uploads/upload.fixture.ts';

const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id } } }`;
const saveMember = `mutation ($input: SaveProjectUserInput!) {
  saveProjectUser(input: $input) { clientMutationId } }`;
const regenerate = `mutation ($input: RegenerateFolderThumbnailInput!) {
  regenerateFolderThumbnail(input: $input) { folder { id thumbnailUrl } clientMutationId } }`;
const folderThumbnail = `subscription ($id: ID!) {
  folderThumbnail(folderId: $id) { id name thumbnailUrl } }`;

describe('Regenerate Thumbnail', () => {
  let bff: TestBff;
  let token: string;
  let managerToken: string;
  let editorToken: string;
  let rootId: string;
  let dayId: string;
  /** The version of Day 1's first clip, whose picture is its thumbnail, and its files' prefix. */
  let clip: { versionId: string; prefix: string };

  /** The answer's error, and whether the call appended anything to the log. */
  const refusal = async (call: () => Promise<GraphQLAnswer>) => {
    const before = await bff.services.store.headSeq();
    const error = firstError(await call());
    return { ...error, appended: (await bff.services.store.headSeq()) !== before };
  };

  beforeAll(async () => {
    bff = await startTestBff();
    token = bff.adminToken;
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    managerToken = await bff.tokenFor(manager);
    const editor = await bff.addUser('Eve Editor', 'eve@rushes.test');
    editorToken = await bff.tokenFor(editor);
    const project = await createProject(bff, toGlobalId('User', manager.userId), 'Regenerate');
    rootId = project.rootId;
    const member = { projectId: project.projectId, userId: toGlobalId('User', editor.userId) };
    const saved = await bff.gql(token, saveMember, { input: { ...member, roleId: 'supervisor' } });
    expect(saved.errors).toBeUndefined();
    const created = await bff.gql(token, createFolder, {
      input: { parentId: rootId, name: 'Day 1' },
    });
    dayId = created.data?.createFolder.folder.id;
    const bytes = Buffer.from('frames');
    const done = await uploadFile(bff, token, dayId, { filename: 'A.mov', bytes });
    const versionId = fromGlobalId(done.version.id).id;
    const { sourceKey } = await bff.services.db
      .selectFrom('version')
      .select('sourceKey')
      .where('id', '=', versionId)
      .executeTakeFirstOrThrow();
    const prefix = sourceKey.slice(0, sourceKey.lastIndexOf('/') + 1);
    const jobId = fromGlobalId(done.job.id).id;
    await appendJobEvents(bff.services, jobId, [jobEvents.completed(jobId, versionId, prefix)]);
    clip = { versionId, prefix };
  });
  afterAll(() => bff?.close());

  it("lets a superuser choose the folder's thumbnail again, recorded and heard in its parent", async () => {
    const before = await bff.services.store.headSeq();
    const answer = await bff.gql(token, regenerate, {
      input: { id: dayId, clientMutationId: 'regenerate-1' },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.regenerateFolderThumbnail).toMatchObject({
      folder: { id: dayId },
      clientMutationId: 'regenerate-1',
    });
    const shown = answer.data?.regenerateFolderThumbnail.folder.thumbnailUrl;
    expect(shown).toContain(`${clip.prefix}thumbnail.jpg`);
    const events = (await commitsAfter(bff.services.store, before)).flatMap(
      (commit) => commit.events,
    );
    expect(events).toEqual([
      expect.objectContaining({
        type: 'folder.thumbnail_regenerated',
        data: { id: fromGlobalId(dayId).id, versionId: clip.versionId },
      }),
    ]);

    // the parent's open views hear it (the subscription starts asynchronously: ask until heard)
    const client = await openSubscriptions(bff.app, token);
    const id = client.subscribe(folderThumbnail, { id: rootId });
    for (let tries = 0; !client.hasNext(id) && tries < 50; tries++) {
      await bff.gql(token, regenerate, { input: { id: dayId } });
    }
    const heard = (await client.next(id)).payload?.data?.folderThumbnail;
    expect(heard).toMatchObject({ id: dayId, name: 'Day 1' });
    expect(heard.thumbnailUrl).toContain(`${clip.prefix}thumbnail.jpg`);
    client.close();
  });

  it('records that a folder with no picture has none', async () => {
    const empty = await bff.gql(token, createFolder, {
      input: { parentId: rootId, name: 'Day 2' },
    });
    const emptyId = empty.data?.createFolder.folder.id;
    const before = await bff.services.store.headSeq();
    const answer = await bff.gql(token, regenerate, { input: { id: emptyId } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.regenerateFolderThumbnail.folder.thumbnailUrl).toBeNull();
    const [commit] = await commitsAfter(bff.services.store, before);
    expect(commit?.events[0]).toMatchObject({
      type: 'folder.thumbnail_regenerated',
      data: { id: fromGlobalId(emptyId).id, versionId: null },
    });
  });

  it('refuses those who edit the project but are no superuser, and appends nothing', async () => {
    for (const asker of [managerToken, editorToken]) {
      const call = () => bff.gql(asker, regenerate, { input: { id: dayId } });
      expect(await refusal(call)).toMatchObject({ code: 'FORBIDDEN', appended: false });
    }
  });

  it('answers NOT_FOUND for a folder that does not exist, and appends nothing', async () => {
    const unknown = toGlobalId('Folder', randomUUID());
    const call = () => bff.gql(token, regenerate, { input: { id: unknown } });
    expect(await refusal(call)).toMatchObject({ code: 'NOT_FOUND', appended: false });
  });
});
