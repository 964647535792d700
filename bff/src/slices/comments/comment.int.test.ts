import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { firstError, type GraphQLAnswer, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { appendTestAsset, subscribe } from './comment.fixture.ts';

const commentFields = `
  id text start end hasPosition isDeleted createdBy { name } allowedTo { edit delete }
  parent { id } version { id }
  replies { id text start parent { id } }`;
const addComment = `
  mutation ($input: AddCommentInput!) {
    addComment(input: $input) { comment { ${commentFields} } commentEdge { cursor node { id } } }
  }`;
const updateComment = `
  mutation ($input: UpdateCommentInput!) { updateComment(input: $input) { comment { text } } }`;
const removeComment = `
  mutation ($input: RemoveCommentInput!) {
    removeComment(input: $input) { deletedId comment { text isDeleted } }
  }`;
const comments = `
  query ($id: ID!, $first: Int, $after: String, $orderBy: CommentOrder) {
    node(id: $id) {
      ... on Version {
        hasComments
        comments(first: $first, after: $after, orderBy: $orderBy) {
          edges { node { ${commentFields} } }
          pageInfo { hasNextPage endCursor }
        }
      }
    }
  }`;
const commentChanged = `
  subscription ($assetId: ID!) {
    commentChanged(assetId: $assetId) { change comment { id text isDeleted } }
  }`;

interface Listed {
  id: string;
  text: string;
  start: number | null;
  isDeleted: boolean;
  replies: { id: string; text: string }[];
}

const listed = (answer: GraphQLAnswer): Listed[] =>
  answer.data?.node.comments.edges.map((edge: { node: Listed }) => edge.node);

describe('comments', () => {
  let bff: TestBff;
  let mia: string;
  let otto: string;
  let project: { projectId: string; folderId: string; userId: string };
  let versionId: string;
  let otherVersionId: string;

  const add = (token: string, input: Record<string, unknown>) =>
    bff.gql(token, addComment, { input: { versionId, ...input } });
  const list = async (token = mia, id = versionId) =>
    listed(await bff.gql(token, comments, { id }));

  beforeAll(async () => {
    bff = await startTestBff();
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    mia = await bff.tokenFor(manager);
    otto = await bff.tokenFor(await bff.addUser('Otto Other', 'otto@rushes.test'));
    const workspaceId = (await bff.gql(bff.adminToken, '{ workspaces { id } }')).data?.workspaces[0]
      .id;
    const input = { workspaceId, managerId: toGlobalId('User', manager.userId), name: 'Feature' };
    const created = await bff.gql(
      bff.adminToken,
      'mutation ($input: CreateProjectInput!) { createProject(input: $input) { project { id rootFolder { id } } } }',
      { input },
    );
    const { id: projectId, rootFolder } = created.data?.createProject.project ?? {};
    project = { projectId, folderId: rootFolder.id, userId: manager.userId };
    [versionId, otherVersionId] = (await appendTestAsset(bff.services, project, 2)).versionIds as [
      string,
      string,
    ];
  });
  afterAll(() => bff?.close());

  it('adds a comment at its position, trimmed, with its author and rights', async () => {
    const answer = await add(mia, { text: '  Cut here ', position: { start: 300, end: 340 } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.addComment.comment).toMatchObject({
      text: 'Cut here',
      start: 300,
      end: 340,
      hasPosition: true,
      isDeleted: false,
      createdBy: { name: 'Mia Manager' },
      allowedTo: { edit: true, delete: true },
      parent: null,
      version: { id: versionId },
      replies: [],
    });
    expect(answer.data?.addComment.commentEdge.node.id).toBe(answer.data?.addComment.comment.id);
  });

  it('lists threads by position, those without one last, page by page', async () => {
    await add(mia, { text: 'General note' });
    await add(mia, { text: 'Too dark', position: { start: 100 } });
    await add(bff.adminToken, { text: 'Sound drops', position: { start: 200 } });
    const all = await list();
    expect(all.map((comment) => comment.text)).toEqual([
      'Too dark',
      'Sound drops',
      'Cut here',
      'General note',
    ]);
    const first = await bff.gql(mia, comments, { id: versionId, first: 2 });
    expect(listed(first).map((c) => c.start)).toEqual([100, 200]);
    const after = first.data?.node.comments.pageInfo.endCursor;
    const next = await bff.gql(mia, comments, { id: versionId, first: 2, after });
    expect(listed(next).map((c) => c.start)).toEqual([300, null]);
    expect(next.data?.node.comments.pageInfo.hasNextPage).toBe(false);
    expect(first.data?.node.hasComments).toBe(true);
    expect((await bff.gql(mia, comments, { id: otherVersionId })).data?.node.hasComments).toBe(
      false,
    );
  });

  it('lists threads newest or oldest first, page by page', async () => {
    const pages = async (orderBy: string) => {
      const texts: string[] = [];
      let after: string | null = null;
      do {
        const page = await bff.gql(mia, comments, { id: versionId, first: 3, after, orderBy });
        texts.push(...listed(page).map((comment) => comment.text));
        const { hasNextPage, endCursor } = page.data?.node.comments.pageInfo ?? {};
        after = hasNextPage ? endCursor : null;
      } while (after);
      return texts;
    };
    const oldest = ['Cut here', 'General note', 'Too dark', 'Sound drops'];
    expect(await pages('OLDEST')).toEqual(oldest);
    expect(await pages('NEWEST')).toEqual([...oldest].reverse());
  });

  it('refuses a range that ends before it starts, appending nothing', async () => {
    const before = await bff.services.store.headSeq();
    const answer = await add(mia, { text: 'Backwards', position: { start: 50, end: 40 } });
    expect(firstError(answer)).toEqual({
      code: 'VALIDATION_FAILED',
      data: expect.objectContaining({ field: 'position', rule: 'range' }),
    });
    expect(await bff.services.store.headSeq()).toBe(before);
  });

  it('nests a reply under its parent, without a position of its own', async () => {
    const [parent] = await list();
    const answer = await add(bff.adminToken, {
      text: 'Agreed',
      replyTo: parent?.id,
      position: { start: 5 },
    });
    expect(answer.data?.addComment.comment).toMatchObject({
      start: null,
      hasPosition: false,
      parent: { id: parent?.id },
    });
    const [listedParent] = await list();
    expect(listedParent?.replies).toEqual([
      {
        id: answer.data?.addComment.comment.id,
        text: 'Agreed',
        start: null,
        parent: { id: parent?.id },
      },
    ]);
  });

  it('refuses a reply to a comment on another version', async () => {
    const [parent] = await list();
    const answer = await bff.gql(mia, addComment, {
      input: { versionId: otherVersionId, text: 'Here?', replyTo: parent?.id },
    });
    expect(firstError(answer)).toEqual({
      code: 'NOT_FOUND',
      data: { field: 'replyTo', entity: 'comment' },
    });
  });

  it('refuses empty text', async () => {
    const answer = await add(mia, { text: ' \n ', position: { start: 1 } });
    expect(firstError(answer)).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'text', rule: 'required' },
    });
    const [comment] = await list();
    const edit = await bff.gql(mia, updateComment, { input: { id: comment?.id, text: ' ' } });
    expect(firstError(edit).code).toBe('VALIDATION_FAILED');
  });

  it('resolves a comment by its global id for those who may see it', async () => {
    const [comment] = await list();
    const query = 'query ($id: ID!) { node(id: $id) { ... on Comment { id text } } }';
    const found = await bff.gql(mia, query, { id: comment?.id });
    expect(found.data?.node).toEqual({ id: comment?.id, text: comment?.text });
    expect((await bff.gql(otto, query, { id: comment?.id })).data?.node).toBeNull();
  });

  it('lets only the author edit a comment', async () => {
    const [comment] = await list();
    const edited = await bff.gql(mia, updateComment, {
      input: { id: comment?.id, text: 'Darker' },
    });
    expect(edited.data?.updateComment.comment).toEqual({ text: 'Darker' });
    const byAdmin = await bff.gql(bff.adminToken, updateComment, {
      input: { id: comment?.id, text: 'Mine now' },
    });
    expect(firstError(byAdmin).code).toBe('FORBIDDEN');
    const byStranger = await bff.gql(otto, updateComment, {
      input: { id: comment?.id, text: 'Mine now' },
    });
    expect(firstError(byStranger).code).toBe('NOT_FOUND');
  });

  it('keeps a deleted comment with its replies, and refuses replies to it', async () => {
    const [parent] = await list();
    const removed = await bff.gql(mia, removeComment, { input: { id: parent?.id } });
    expect(removed.data?.removeComment).toEqual({
      deletedId: null,
      comment: { text: '', isDeleted: true },
    });
    const [shown] = await list();
    expect(shown).toMatchObject({ id: parent?.id, text: '', isDeleted: true });
    expect(shown?.replies.map((reply) => reply.text)).toEqual(['Agreed']);
    const reply = await add(mia, { text: 'Still?', replyTo: parent?.id });
    expect(firstError(reply)).toEqual({
      code: 'STATE_CONFLICT',
      data: {
        field: 'replyTo',
        rule: 'notDeleted',
      },
    });
    const again = await bff.gql(mia, removeComment, { input: { id: parent?.id } });
    expect(again.data?.removeComment.comment.isDeleted).toBe(true);
  });

  it("lets a superuser delete anyone's comment, which then leaves the list", async () => {
    const general = (await list()).find((comment) => comment.text === 'General note');
    const byStranger = await bff.gql(otto, removeComment, { input: { id: general?.id } });
    expect(firstError(byStranger).code).toBe('NOT_FOUND');
    const removed = await bff.gql(bff.adminToken, removeComment, { input: { id: general?.id } });
    expect(removed.errors).toBeUndefined();
    expect((await list()).map((comment) => comment.text)).not.toContain('General note');
  });

  it('shows and takes comments only from those who may comment on the asset', async () => {
    const answer = await add(otto, { text: 'Hello' });
    expect(firstError(answer)).toEqual({
      code: 'NOT_FOUND',
      data: { field: 'versionId', entity: 'version' },
    });
    const node = await bff.gql(otto, comments, { id: versionId });
    expect(node.data?.node).toBeNull();
  });

  it('tells another viewer of the asset about a new comment', async () => {
    const { assetId, versionIds } = await appendTestAsset(bff.services, project);
    const subscription = await subscribe(bff.app, bff.adminToken, commentChanged, { assetId });
    // The subscription starts asynchronously: comment until one is announced.
    for (let attempt = 0; !subscription.has() && attempt < 20; attempt++) {
      await bff.gql(mia, addComment, {
        input: { versionId: versionIds[0], text: `Live ${attempt}` },
      });
    }
    const added = (await subscription.next()).payload?.data?.commentChanged;
    expect(added).toMatchObject({
      change: 'ADDED',
      comment: { text: expect.stringMatching(/^Live \d+$/), isDeleted: false },
    });
    // Comments added before the first announcement may follow it.
    await bff.gql(mia, updateComment, { input: { id: added.comment.id, text: 'Edited' } });
    await bff.gql(mia, removeComment, { input: { id: added.comment.id } });
    const changes = [];
    for (let change = await subscription.next(); ; change = await subscription.next()) {
      const changed = change.payload?.data?.commentChanged;
      if (changed.comment.id !== added.comment.id) continue;
      changes.push(changed);
      if (changed.change === 'REMOVED') break;
    }
    expect(changes).toEqual([
      { change: 'UPDATED', comment: { id: added.comment.id, text: 'Edited', isDeleted: false } },
      { change: 'REMOVED', comment: { id: added.comment.id, text: '', isDeleted: true } },
    ]);
    subscription.close();
  });

  it('refuses a subscription to an asset the viewer may not see', async () => {
    const { assetId } = await appendTestAsset(bff.services, project);
    const subscription = await subscribe(bff.app, otto, commentChanged, { assetId });
    const message = await subscription.next('error');
    expect(JSON.stringify(message.payload)).toContain('NOT_FOUND');
    subscription.close();
  });
});
