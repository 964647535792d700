import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { appendTestAsset } from '../comments/comment.fixture.ts';
import { appendProbe } from '../jobs/transcoder.fixture.ts';
import { firstError, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { createProject } from '../uploads/upload.fixture.ts';

const data = new URL('../../../../testing/data/markers/', import.meta.url);

const importMarkers = `mutation ($input: ImportMarkersInput!) {
  importMarkers(input: $input) {
    format importedCount alreadyImportedCount
    notImported { line timecode text reason }
  } }`;
const comments = `query ($id: ID!) { node(id: $id) { ... on Version {
  comments(first: 50) { edges { node {
    text start end authorName createdBy { name } marker { format user colour }
  } } } } } }`;
const addComment = `mutation ($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }`;
const exportNotes = `mutation ($input: RequestCommentsExportInput!) {
  requestCommentsExport(input: $input) { url } }`;

describe('markers back from the edit suite', () => {
  let bff: TestBff;
  let mia: string;
  let projectId: string;
  let folderId: string;
  let userId: string;

  /** A 25 fps clip of 10 s whose source timecode starts at 01:00:00:00. */
  async function clip() {
    const { versionIds } = await appendTestAsset(bff.services, { projectId, folderId, userId });
    const versionId = versionIds[0] ?? '';
    await appendProbe(bff.services, versionId, '01:00:00:00');
    return versionId;
  }
  const importInto = async (versionId: string, content: string, token = mia) =>
    bff.gql(token, importMarkers, { input: { versionId, content } });
  const commentsOn = async (versionId: string) =>
    (await bff.gql(mia, comments, { id: versionId })).data?.node.comments.edges.map(
      (edge: { node: unknown }) => edge.node,
    );

  beforeAll(async () => {
    bff = await startTestBff();
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    userId = manager.userId;
    mia = await bff.tokenFor(manager);
    const created = await createProject(bff, toGlobalId('User', userId), 'Feature');
    projectId = created.projectId;
    folderId = created.rootId;
  });

  afterAll(() => bff?.close());

  it('makes each Media Composer marker a comment at its frame, by the importer, keeping its user and colour', async () => {
    const versionId = await clip();
    const content = await readFile(new URL('media-composer-markers.txt', data), 'utf8');
    const answer = await importInto(versionId, content);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.importMarkers).toEqual({
      format: 'MEDIA_COMPOSER',
      importedCount: 4,
      alreadyImportedCount: 0,
      notImported: [
        {
          line: 5,
          timecode: '00:59:58:00',
          text: 'Before the clip starts',
          reason: 'outside the version (01:00:00:00–01:00:09:24)',
        },
      ],
    });
    expect(await commentsOn(versionId)).toEqual([
      {
        text: 'Soften the cut into the wide',
        start: 55,
        end: null,
        authorName: 'Mia Manager',
        createdBy: { name: 'Mia Manager' },
        marker: { format: 'MEDIA_COMPOSER', user: 'Dana Editor', colour: 'red' },
      },
      expect.objectContaining({
        text: 'VFX - remove the boom\ncheck the reflection too',
        start: 100,
        marker: { format: 'MEDIA_COMPOSER', user: 'Dana Editor', colour: 'green' },
      }),
      // 25 frames from 01:00:06:12
      expect.objectContaining({ text: 'Music hits here', start: 162, end: 186 }),
      expect.objectContaining({ text: 'Older exports end after the comment', start: 225 }),
    ]);

    // the same file again, or after a re-export with nothing new: nothing twice
    const again = await importInto(versionId, content.replace(/\n/g, '\r\n'));
    expect(again.data?.importMarkers).toMatchObject({ importedCount: 0, alreadyImportedCount: 4 });
    expect(await commentsOn(versionId)).toHaveLength(4);
  });

  it('takes back the notes Rushes exported as markers without adding them twice', async () => {
    const versionId = await clip();
    await bff.gql(mia, addComment, {
      input: { versionId, text: 'Hold the cut', position: { start: 125 } },
    });
    const exported = await bff.gql(mia, exportNotes, {
      input: { versionId, format: 'AVID_MARKERS', timeZone: 'Europe/Paris' },
    });
    const file = await bff.app.inject({
      method: 'GET',
      url: exported.data?.requestCommentsExport.url,
    });
    // the editor adds a marker in the suite and exports them all
    const content = `${file.body}Dana Editor\t01:00:08:00\tV1\tblue\tNew music cue\t1\r\n`;
    const answer = await importInto(versionId, content);
    expect(answer.data?.importMarkers).toMatchObject({ importedCount: 1, alreadyImportedCount: 1 });
    expect((await commentsOn(versionId)).map((c: { text: string }) => c.text)).toEqual([
      'Hold the cut',
      'New music cue',
    ]);
  });

  it('reads Resolve’s marker EDL and CMX 3600 locators', async () => {
    const versionId = await clip();
    const resolve = [
      'TITLE: Reel 1',
      'FCM: NON-DROP FRAME',
      '',
      '001  001      V     C        01:00:02:00 01:00:02:01 01:00:02:00 01:00:02:01  ',
      'Too dark |C:ResolveColorPurple |M:Marker 1 |D:1',
      '',
    ].join('\r\n');
    expect((await importInto(versionId, resolve)).data?.importMarkers).toMatchObject({
      format: 'RESOLVE_EDL',
      importedCount: 1,
    });
    const locators = await readFile(new URL('otio-cmx3600-screening_example.edl', data), 'utf8');
    const answer = (await importInto(versionId, locators)).data?.importMarkers;
    // its locators sit at 01:00:01:14, 01:00:02:14 and 01:00:15:13; the clip ends at 01:00:09:24
    expect(answer).toMatchObject({ format: 'CMX_EDL', importedCount: 2 });
    expect(answer.notImported.map((marker: { timecode: string }) => marker.timecode)).toEqual([
      '01:00:15:13',
    ]);
    const found = await commentsOn(versionId);
    expect(found.map((c: { text: string; start: number }) => [c.start, c.text])).toEqual([
      [39, 'ANIM FIX NEEDED'],
      [50, 'Too dark'],
      [64, 'ANIM FIX NEEDED'],
    ]);
    expect(found[1].marker).toEqual({ format: 'RESOLVE_EDL', user: null, colour: 'purple' });
  });

  it('refuses a file that is no marker file, and one over 300,000 characters, adding nothing', async () => {
    const versionId = await clip();
    expect(firstError(await importInto(versionId, 'name,take\n19A,3\n'))).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'content', rule: 'markerFile' },
    });
    const huge = 'Dana\t01:00:00:00\tV1\tred\tx\t1\n'.repeat(12_000);
    expect(firstError(await importInto(versionId, huge))).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'content', rule: 'maxLength', max: 300_000 },
    });
    expect(await commentsOn(versionId)).toEqual([]);
  });
});
