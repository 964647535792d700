import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { type AccessWorld, startAccessWorld } from '../members/member.fixture.ts';
import { commitsAfter, firstError } from '../test-bff.fixture.ts';
import { uploadFile } from '../uploads/upload.fixture.ts';
import { openLink, visit } from '../visits/visit.fixture.ts';
import { subscribe } from './comment.fixture.ts';

const commentFields = 'id text start createdBy { name } authorName allowedTo { edit delete }';
const addComment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { comment { ${commentFields} parent { id } } } }`;
const updateComment = `mutation ($input: UpdateCommentInput!) {
  updateComment(input: $input) { comment { text } } }`;
const removeComment = `mutation ($input: RemoveCommentInput!) {
  removeComment(input: $input) { deletedId } }`;
const comments = `query ($id: ID!) { node(id: $id) { ... on Version {
  comments { edges { node { ${commentFields} replies { text authorName } } } } } } }`;
const commentChanged = `subscription ($assetId: ID!) {
  commentChanged(assetId: $assetId) { change comment { text authorName createdBy { name } } } }`;

describe("a share link's visitor's comments", () => {
  let world: AccessWorld;
  /** Take 1 in Day 1, which the links share; Take 2 in Day 2, which they do not. */
  let take1: { assetId: string; versionId: string };
  let take2: { assetId: string; versionId: string };
  let commenting: { id: string; token: string };
  let silent: { id: string; token: string };
  /** Visitors of the link that allows comments, with an e-mail and without one, and of the other. */
  let client: string;
  let guest: string;
  let quiet: string;

  const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
    world.bff.gql(token, query, variables);
  const add = (token: string, input: Record<string, unknown>) =>
    gql(token, addComment, { input: { versionId: take1.versionId, ...input } });
  const list = async (token: string, versionId = take1.versionId) =>
    (await gql(token, comments, { id: versionId })).data?.node?.comments.edges.map(
      (edge: { node: unknown }) => edge.node,
    );
  const visitorOf = async (token: string, email?: string) =>
    (await visit(world.bff, { token, email })).json<{ token: string }>().token;

  beforeAll(async () => {
    world = await startAccessWorld();
    const { bff, admin, folders, projectId } = world;
    const upload = async (folderId: string, filename: string) => {
      const done = await uploadFile(bff, admin, folderId, {
        filename,
        bytes: Buffer.from(filename),
      });
      return { assetId: done.asset.id as string, versionId: done.version.id as string };
    };
    take1 = await upload(folders.day1, 'Take 1.mov');
    take2 = await upload(folders.day2, 'Take 2.mov');
    const input = { projectId, name: 'Day 1 for the client', folderIds: [folders.day1] };
    commenting = await openLink(bff, admin, input, { allowComments: true });
    silent = await openLink(bff, admin, input);
    client = await visitorOf(commenting.token, 'client@studio.tv');
    guest = await visitorOf(commenting.token);
    quiet = await visitorOf(silent.token, 'quiet@studio.tv');
  });
  afterAll(() => world?.bff.close());

  it('adds a comment at a frame, written by the visitor with the e-mail they gave', async () => {
    const before = await world.bff.services.store.headSeq();
    const answer = await add(client, { text: 'Warmer here', position: { start: 48 } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.addComment.comment).toMatchObject({
      text: 'Warmer here',
      start: 48,
      createdBy: null,
      authorName: 'client@studio.tv',
      allowedTo: { edit: false, delete: false },
    });
    const [commit] = await commitsAfter(world.bff.services.store, before);
    const linkId = fromGlobalId(commenting.id).id;
    expect(commit?.meta.actor).toEqual({ kind: 'link', id: linkId });
    expect(commit?.events).toMatchObject([
      {
        type: 'comment.added',
        data: {
          author: {
            kind: 'visitor',
            linkId,
            visitId: expect.any(String),
            email: 'client@studio.tv',
          },
        },
      },
    ]);
  });

  it("reads the members' comments and replies to them; one who gave no e-mail is a Guest", async () => {
    const mine = await add(world.tokens.mia, {
      text: 'Is the grade right?',
      position: { start: 10 },
    });
    const parentId = mine.data?.addComment.comment.id;
    const reply = await add(guest, { text: 'Yes', replyTo: parentId });
    expect(reply.data?.addComment.comment).toMatchObject({
      authorName: 'Guest',
      parent: { id: parentId },
    });
    const seen = await list(client);
    expect(seen).toMatchObject([
      {
        authorName: 'Mia Manager',
        createdBy: { name: 'Mia Manager' },
        allowedTo: { edit: false, delete: false },
        replies: [{ text: 'Yes', authorName: 'Guest' }],
      },
      { text: 'Warmer here', authorName: 'client@studio.tv' },
    ]);
  });

  it("keeps a visitor's e-mail from other visitors: the members see it, another visit a Guest", async () => {
    const byAnotherVisit = await list(guest);
    expect(byAnotherVisit).toMatchObject([
      { authorName: 'Mia Manager' },
      { text: 'Warmer here', authorName: 'Guest' },
    ]);
    const byMember = await list(world.tokens.mia);
    expect(byMember).toMatchObject([
      { authorName: 'Mia Manager' },
      { text: 'Warmer here', authorName: 'client@studio.tv' },
    ]);
  });

  it('is refused, appending nothing, where the link allows no comments or holds nothing', async () => {
    const { appended } = world;
    const off = await appended(() => add(quiet, { text: 'Hello' }));
    expect(firstError(off.answer).code).toBe('FORBIDDEN');
    expect(off.appended).toBe(false);
    expect(await list(quiet)).toEqual([]);
    const outside = await appended(() =>
      gql(client, addComment, { input: { versionId: take2.versionId, text: 'Hello' } }),
    );
    expect(firstError(outside.answer).code).toBe('NOT_FOUND');
    expect(outside.appended).toBe(false);
  });

  it('never edits nor deletes, not even its own; those who edit the project delete it', async () => {
    const own = (await add(client, { text: 'Mine' })).data?.addComment.comment.id;
    const edit = await world.appended(() =>
      gql(client, updateComment, { input: { id: own, text: 'Changed' } }),
    );
    expect(firstError(edit.answer).code).toBe('FORBIDDEN');
    expect(edit.appended).toBe(false);
    const remove = await world.appended(() => gql(client, removeComment, { input: { id: own } }));
    expect(firstError(remove.answer).code).toBe('FORBIDDEN');
    expect(remove.appended).toBe(false);
    const [, , byMia] = await list(world.tokens.mia);
    expect(byMia).toMatchObject({ text: 'Mine', allowedTo: { edit: false, delete: true } });
    const removed = await gql(world.tokens.mia, removeComment, { input: { id: own } });
    expect(removed.errors).toBeUndefined();
  });

  it("shows members the visitor's comment live, and the visitor the members'", async () => {
    const { assetId } = take1;
    const member = await subscribe(world.bff.app, world.tokens.mia, commentChanged, { assetId });
    const visitor = await subscribe(world.bff.app, client, commentChanged, { assetId });
    // The subscriptions start asynchronously: comment until both hear of one.
    for (let attempt = 0; !(member.has() && visitor.has()) && attempt < 20; attempt++) {
      await add(client, { text: `Live ${attempt}` });
    }
    expect((await member.next()).payload?.data?.commentChanged).toMatchObject({
      change: 'ADDED',
      comment: { authorName: 'client@studio.tv', createdBy: null },
    });
    await add(world.tokens.mia, { text: 'Noted' });
    for (let heard = await visitor.next(); ; heard = await visitor.next()) {
      const changed = heard.payload?.data?.commentChanged;
      if (changed.comment.text !== 'Noted') continue;
      expect(changed.comment).toMatchObject({ authorName: 'Mia Manager' });
      break;
    }
    member.close();
    visitor.close();
  });
});
