import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { appendTestAsset } from '../comments/comment.fixture.ts';
import { appendProbe } from '../jobs/transcoder.fixture.ts';
import { firstError, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { createProject } from '../uploads/upload.fixture.ts';

const addComment = `mutation ($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }`;
const carry = `mutation ($input: CarryCommentsInput!) {
  carryComments(input: $input) {
    carriedCount alreadyCarriedCount notCarried { comment { text } reason }
  } }`;
const comments = `query ($id: ID!) { node(id: $id) { ... on Version {
  comments(first: 50) { edges { node {
    text start end authorName replies { text } carriedFrom { id version { number } }
  } } } } } }`;

describe('notes that follow the cut', () => {
  let bff: TestBff;
  let mia: string;
  let ed: string;
  let versions: string[];
  let firstIds: string[];

  const probe = (versionId: string, timecode: string | null) =>
    appendProbe(bff.services, versionId, timecode);
  const carryAs = (token: string, input: Record<string, unknown>) =>
    bff.gql(token, carry, { input });
  const commentsOn = async (versionId: string) =>
    (await bff.gql(mia, comments, { id: versionId })).data?.node.comments.edges.map(
      (edge: { node: unknown }) => edge.node,
    );

  beforeAll(async () => {
    bff = await startTestBff();
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    mia = await bff.tokenFor(manager);
    const editor = await bff.addUser('Ed Editor', 'ed@rushes.test');
    ed = await bff.tokenFor(editor);
    const managerId = toGlobalId('User', manager.userId);
    const { projectId, rootId } = await createProject(bff, managerId, 'Feature');
    const asset = await appendTestAsset(
      bff.services,
      { projectId, folderId: rootId, userId: manager.userId },
      4,
    );
    versions = asset.versionIds;
    const [v1, v2, v3, v4] = versions as [string, string, string, string];
    await probe(v1, '10:00:00:00');
    await probe(v2, '10:00:00:00');
    // a recut whose first frame is two seconds into the first version's source
    await probe(v3, '10:00:02:00');
    await probe(v4, null);
    const add = async (token: string, input: Record<string, unknown>) =>
      (await bff.gql(token, addComment, { input: { versionId: v1, ...input } })).data?.addComment
        .comment.id as string;
    firstIds = [
      await add(mia, { text: 'Warmer here', position: { start: 30, end: 80 } }),
      await add(mia, { text: 'Hold the cut', position: { start: 125 } }),
      await add(mia, { text: 'Lovely take overall' }),
    ];
    await add(mia, { text: 'On it', replyTo: firstIds[0] });
  });

  afterAll(() => bff?.close());

  it('carries each thread’s first comment at its frame, by its author, linked to its original, once', async () => {
    const [v1, v2] = versions as [string, string];
    const answer = await carryAs(mia, { fromVersionId: v1, toVersionId: v2 });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.carryComments).toEqual({
      carriedCount: 3,
      alreadyCarriedCount: 0,
      notCarried: [],
    });
    const carried = await commentsOn(v2);
    expect(
      carried.map(({ text, start, end }: Record<string, unknown>) => [text, start, end]),
    ).toEqual([
      ['Warmer here', 30, 80],
      ['Hold the cut', 125, null],
      ['Lovely take overall', null, null],
    ]);
    expect(carried[0]).toMatchObject({
      authorName: 'Mia Manager',
      replies: [],
      carriedFrom: { id: firstIds[0], version: { number: 1 } },
    });
    // again: nothing twice
    expect(
      (await carryAs(mia, { fromVersionId: v1, toVersionId: v2 })).data?.carryComments,
    ).toEqual({
      carriedCount: 0,
      alreadyCarriedCount: 3,
      notCarried: [],
    });
    expect(await commentsOn(v2)).toHaveLength(3);
  });

  it('finds the same source timecode on a recut, and lists what falls outside it', async () => {
    const [v1, , v3] = versions as [string, string, string];
    const answer = await carryAs(mia, {
      fromVersionId: v1,
      toVersionId: v3,
      timing: 'SOURCE_TIMECODE',
      commentIds: firstIds.slice(0, 2),
    });
    expect(answer.data?.carryComments).toEqual({
      carriedCount: 1,
      alreadyCarriedCount: 0,
      notCarried: [{ comment: { text: 'Warmer here' }, reason: 'outside the new version' }],
    });
    // 10:00:05:00 was frame 125 of the first version, and is frame 75 of the recut
    expect((await commentsOn(v3)).map((c: { start: number }) => c.start)).toEqual([75]);
  });

  it('moves comments by an offset', async () => {
    const [v1, , , v4] = versions as [string, string, string, string];
    const answer = await carryAs(mia, {
      fromVersionId: v1,
      toVersionId: v4,
      timing: 'OFFSET',
      offset: -25,
      commentIds: [firstIds[1]],
    });
    expect(answer.data?.carryComments.carriedCount).toBe(1);
    expect((await commentsOn(v4)).map((c: { start: number }) => c.start)).toEqual([100]);
  });

  it('refuses a timecode carry without timecodes, the same version, and those who may not edit', async () => {
    const [v1, , , v4] = versions as [string, string, string, string];
    expect(
      firstError(
        await carryAs(mia, { fromVersionId: v1, toVersionId: v4, timing: 'SOURCE_TIMECODE' }),
      ),
    ).toMatchObject({ code: 'VALIDATION_FAILED', data: { field: 'timing', rule: 'timecode' } });
    expect(firstError(await carryAs(mia, { fromVersionId: v1, toVersionId: v1 }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'toVersionId', rule: 'otherVersion' },
    });
    // Ed is no member of the project: its versions are not there for him
    expect(firstError(await carryAs(ed, { fromVersionId: v1, toVersionId: v4 })).code).toBe(
      'NOT_FOUND',
    );
  });
});
