import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import { appendJobEvents, jobEvents } from '../jobs/transcoder.fixture.ts';
import { startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { createProject, uploadFile } from '../uploads/upload.fixture.ts';
import { importMetadataFile } from './metadata-upload.fixture.ts';
import { matchProbedClips } from './probed-clip-matcher.ts';

/** A logger's ALE naming its takes, not its camera files: only the camroll and timecode tell. */
const ale = [
  'Heading',
  'FIELD_DELIM\tTABS',
  'FPS\t25',
  '',
  'Column',
  'Name\tStart\tEnd\tCamroll\tScene\tTake',
  '',
  'Data',
  '12-2\t01:00:00:00\t01:00:10:00\tA007C003\t12\t2',
  '12-3\t01:00:10:00\t01:00:20:00\tA007C003\t12\t3',
  '',
].join('\r\n');

const displayName = `query ($id: ID!) { node(id: $id) { ... on Asset { displayName } } }`;

describe('clips matched to kept metadata once their timecode is probed', () => {
  let bff: TestBff;
  let rootId: string;

  /** A clip of camroll A007C003 uploaded after the ALE, then probed at `timecode`. */
  async function probedClip(timecode: string) {
    const done = await uploadFile(bff, bff.adminToken, rootId, {
      filename: 'A007C003.mov',
      bytes: Buffer.from('frames'),
    });
    expect(done.metadata).toMatchObject({ matched: 0, folderHasMetadata: true });
    const jobId = fromGlobalId(done.job.id).id;
    const versionId = fromGlobalId(done.version.id).id;
    const probed = jobEvents.probed(jobId, versionId);
    if (probed.type !== 'job.probed') throw new Error('not a probe');
    await appendJobEvents(bff.services, jobId, [
      jobEvents.started(jobId, versionId),
      { ...probed, data: { ...probed.data, timecode } },
    ]);
    return done.asset.id as string;
  }
  const nameOf = async (assetId: string) =>
    (await bff.gql(bff.adminToken, displayName, { id: assetId })).data?.node.displayName;

  beforeAll(async () => {
    bff = await startTestBff();
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    ({ rootId } = await createProject(bff, toGlobalId('User', manager.userId), 'Camrolls'));
    const imported = await importMetadataFile(bff, bff.adminToken, rootId, {
      filename: 'Day 4.ale',
      bytes: new TextEncoder().encode(ale),
    });
    expect(imported.data?.importMetadata.result).toMatchObject({ parsed: 2, matched: 0 });
  });
  afterAll(() => bff?.close());

  it('gives the clip the record of its camroll whose range holds its first frame, once', async () => {
    const assetId = await probedClip('01:00:12:05');
    expect(await nameOf(assetId)).toBe('A007C003.mov');
    expect(await matchProbedClips(bff.services)).toBe(1);
    expect(await nameOf(assetId)).toBe('12 / 3');
    expect(await matchProbedClips(bff.services)).toBe(0);
  });

  it('leaves a clip whose timecode no record holds as it was', async () => {
    const assetId = await probedClip('02:00:00:00');
    expect(await matchProbedClips(bff.services)).toBe(0);
    expect(await nameOf(assetId)).toBe('A007C003.mov');
  });
});
