import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessWorld, startAccessWorld } from '../members/member.fixture.ts';
import { firstError } from '../test-bff.fixture.ts';
import { uploadFile } from '../uploads/upload.fixture.ts';

const addComment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) {
    comment { id text start isAnnotation annotation { width height scene } allowedTo { edit delete } }
  } }`;
const updateComment = `mutation ($input: UpdateCommentInput!) {
  updateComment(input: $input) { comment { text } } }`;
const comments = `query ($id: ID!) { node(id: $id) { ... on Version {
  comments { edges { node { id isAnnotation annotation { width height scene } } } } } } }`;
const rights = `query ($id: ID!) { node(id: $id) { ... on Asset { allowedTo { comment annotate } } } }`;
const setAnnotations = `mutation ($input: SetWorkspaceAnnotationsInput!) {
  setWorkspaceAnnotations(input: $input) { workspace { annotations } } }`;

// longer than the 500 characters most inputs may be: a drawing holds many objects
const rect = (left: number) => ({ type: 'Rect', left, top: 20, width: 80, stroke: '#ff0000' });
const scene = { version: '7.4.0', objects: Array.from({ length: 20 }, (_, i) => rect(i * 10)) };
const drawing = { width: 960, height: 540, scene: JSON.stringify(scene) };

describe('annotation comments', () => {
  let world: AccessWorld;
  let take: { assetId: string; versionId: string };

  const add = (token: string, input: Record<string, unknown>) =>
    world.appended(() =>
      world.bff.gql(token, addComment, {
        input: { versionId: take.versionId, text: '', position: { start: 12 }, ...input },
      }),
    );
  const annotates = async (token: string) =>
    (await world.bff.gql(token, rights, { id: take.assetId })).data?.node.allowedTo.annotate;

  beforeAll(async () => {
    world = await startAccessWorld();
    const done = await uploadFile(world.bff, world.admin, world.folders.root, {
      filename: 'Take 1.mov',
      bytes: Buffer.from('Take 1.mov'),
    });
    take = { assetId: done.asset.id, versionId: done.version.id };
  });
  afterAll(() => world?.bff.close());

  it("adds a superuser's drawing with its canvas size and reads it back, not editable", async () => {
    const { answer, appended } = await add(world.admin, { annotation: drawing });
    expect(answer.errors).toBeUndefined();
    expect(appended).toBe(true);
    const comment = answer.data?.addComment.comment;
    expect(comment).toMatchObject({
      text: '',
      start: 12,
      isAnnotation: true,
      allowedTo: { edit: false, delete: true },
    });
    expect(comment.annotation).toMatchObject({ width: 960, height: 540 });
    expect(JSON.parse(comment.annotation.scene)).toEqual(scene);
    const listed = await world.bff.gql(world.admin, comments, { id: take.versionId });
    expect(listed.data?.node.comments.edges).toContainEqual({
      node: { id: comment.id, isAnnotation: true, annotation: comment.annotation },
    });

    const edit = await world.appended(() =>
      world.bff.gql(world.admin, updateComment, { input: { id: comment.id, text: 'Later' } }),
    );
    expect(firstError(edit.answer).code).toBe('FORBIDDEN');
    expect(edit.appended).toBe(false);
  });

  it('refuses a member of a workspace without drawing turned on, appending nothing', async () => {
    expect(await annotates(world.tokens.mia)).toBe(false);
    const { answer, appended } = await add(world.tokens.mia, { annotation: drawing });
    expect(firstError(answer).code).toBe('FORBIDDEN');
    expect(appended).toBe(false);
  });

  it('refuses a drawing of another shape or with nothing drawn, with a typed error', async () => {
    const cases = [
      [{ ...drawing, scene: '{"objects":[{"type":"Image","src":"http://x"}]}' }, 'shape'],
      [{ ...drawing, scene: '[1,2' }, 'shape'],
      [{ ...drawing, scene: '{"objects":[]}' }, 'empty'],
      [{ ...drawing, width: 100_000 }, 'size'],
    ] as const;
    for (const [annotation, rule] of cases) {
      const { answer, appended } = await add(world.admin, { annotation });
      expect(firstError(answer)).toEqual({
        code: 'VALIDATION_FAILED',
        data: { field: 'annotation', rule },
      });
      expect(appended).toBe(false);
    }
  });

  it("lets the workspace's admin turn drawing on, and its members then draw", async () => {
    const refused = await world.appended(() =>
      world.bff.gql(world.tokens.mia, setAnnotations, {
        input: { id: world.workspaceId, enabled: true },
      }),
    );
    expect(firstError(refused.answer).code).toMatch(/FORBIDDEN|NOT_FOUND/);
    expect(refused.appended).toBe(false);

    const turned = await world.bff.gql(world.tokens.wanda, setAnnotations, {
      input: { id: world.workspaceId, enabled: true },
    });
    expect(turned.data?.setWorkspaceAnnotations.workspace.annotations).toBe(true);
    expect(await annotates(world.tokens.mia)).toBe(true);
    const { answer } = await add(world.tokens.mia, { annotation: drawing, text: 'Here' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.addComment.comment).toMatchObject({ text: 'Here', isAnnotation: true });
  });
});
