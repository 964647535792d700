import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { appendTestAsset } from '../comments/comment.fixture.ts';
import { startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { createProject } from '../uploads/upload.fixture.ts';

const times = `query ($id: ID!) {
  asset(id: $id) { createdAt modifiedAt newestVersion { createdAt } versions { createdAt } } }`;

describe('Asset.modifiedAt', () => {
  let bff: TestBff;
  afterAll(() => bff?.close());
  beforeAll(async () => {
    bff = await startTestBff();
  });

  it('is when its newest version came', async () => {
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    const { projectId, rootId } = await createProject(
      bff,
      toGlobalId('User', manager.userId),
      'Feature',
    );
    const target = { projectId, folderId: rootId, userId: manager.userId };
    const { assetId } = await appendTestAsset(bff.services, target, 2);
    const answer = await bff.gql(bff.adminToken, times, { id: assetId });
    expect(answer.errors).toBeUndefined();
    const asset = answer.data?.asset;
    expect(asset.versions).toHaveLength(2);
    expect(asset.modifiedAt).toBe(asset.newestVersion.createdAt);
    expect(asset.modifiedAt >= asset.createdAt).toBe(true);
  });
});
