import type { RushesCloudEvent } from '@rushes/events';
import { CloudEvent } from 'cloudevents';
import type { EventSourceMessage } from 'eventsource-parser';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import {
  type MadeToken,
  makeApiToken,
  revokeApiTokenMutation,
} from '../api-tokens/api-token.fixture.ts';
import { type AccessWorld, createProject, startAccessWorld } from '../members/member.fixture.ts';
import { uploadFile } from '../uploads/upload.fixture.ts';

const createWorkspace = `mutation ($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { workspace { id } } }`;
const deleteWorkspace = `mutation ($input: DeleteWorkspaceInput!) {
  deleteWorkspace(input: $input) { deletedWorkspaceId } }`;
const addComment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } } }`;
const changeWorkspace = `mutation ($input: ChangeProjectWorkspaceInput!) {
  changeProjectWorkspace(input: $input) { project { id } } }`;

type Batch = { status: number; events: RushesCloudEvent[]; next: string | null };
const uuid = (globalId: string) => fromGlobalId(globalId).id;

/**
 * The public event feed: CloudEvents of the log, oldest first, in pages linked by `rel="next"`
 * and as a stream that follows the log; each token sees its workspace's events only, and a
 * revoked token is refused on its next page and its open stream ends.
 */
describe('the event feed', () => {
  let world: AccessWorld;
  let features: string;
  let elsewhere: string;
  let tokens: Record<'features' | 'deployment' | 'noEvents', MadeToken>;
  let versionIn: string;
  let versionOut: string;
  let otherProject: string;

  const caughtUp = async () => {
    const { services } = world.bff;
    expect(
      await services.checkpoints.waitFor(['event-scopes'], await services.store.headSeq()),
    ).toBe(true);
  };

  const page = async (secret: string | null, query = ''): Promise<Batch> => {
    const response = await world.bff.app.inject({
      method: 'GET',
      url: `/v2/events${query}`,
      headers: secret ? { authorization: `Bearer ${secret}` } : {},
    });
    if (response.statusCode !== 200) return { status: response.statusCode, events: [], next: null };
    expect(response.headers['content-type']).toBe(
      'application/cloudevents-batch+json; charset=utf-8',
    );
    const link = /^<([^>]+)>; rel="next"$/.exec(String(response.headers.link));
    const next = link?.[1] ? new URL(link[1], 'http://rushes.test') : null;
    return {
      status: 200,
      events: response.json(),
      next: next ? `${next.search}` : null,
    };
  };

  /** Every event a token reaches, page after page from the first, `limit` at a time. */
  const everything = async (secret: string, limit: number, query = '') => {
    const all: RushesCloudEvent[] = [];
    let next: string | null = `?limit=${limit}${query}`;
    for (let pages = 0; next && pages < 500; pages++) {
      const batch = await page(secret, next);
      expect(batch.status).toBe(200);
      if (batch.events.length === 0) break;
      all.push(...batch.events);
      next = batch.next;
    }
    return all;
  };

  beforeAll(async () => {
    world = await startAccessWorld();
    const { bff, admin, users } = world;
    features = uuid(world.workspaceId);
    const upload = async (folderId: string) =>
      (
        await uploadFile(bff, admin, folderId, {
          filename: 'A001_C001.mov',
          bytes: Buffer.from('not really a film'),
        })
      ).version.id;
    versionIn = await upload(world.folders.day1);
    const made = (await bff.gql(admin, createWorkspace, { input: { name: 'Elsewhere' } })).data
      ?.createWorkspace.workspace.id;
    elsewhere = uuid(made);
    const other = (
      await bff.gql(admin, createProject, {
        input: { workspaceId: made, name: 'Other', managerId: users.mia },
      })
    ).data?.createProject.project;
    otherProject = other.id;
    versionOut = await upload(other.rootFolder.id);
    await bff.gql(admin, addComment, { input: { versionId: versionIn, text: 'Too dark' } });
    await bff.gql(admin, addComment, { input: { versionId: versionOut, text: 'Elsewhere' } });
    tokens = {
      features: await makeApiToken(bff, admin, {
        workspaceId: world.workspaceId,
        scopes: ['events:read'],
      }),
      deployment: await makeApiToken(bff, admin, { workspaceId: null, scopes: ['events:read'] }),
      noEvents: await makeApiToken(bff, admin, {
        workspaceId: world.workspaceId,
        scopes: ['assets:read'],
      }),
    };
    await caughtUp();
  });
  afterAll(() => world?.bff.close());

  it('gives a workspace token its workspace events as valid CloudEvents, oldest first', async () => {
    const events = await everything(tokens.features.secret, 1000);
    expect(events.length).toBeGreaterThan(5);
    for (const event of events) {
      expect(new CloudEvent(event).validate()).toBe(true);
      expect(event.rushesworkspace).toBe(features);
    }
    const places = events.map((event) => event.id.split('-').map(Number) as [number, number]);
    const sorted = [...places].sort(([s1, i1], [s2, i2]) => s1 - s2 || i1 - i2);
    expect(places).toEqual(sorted);
    const types = events.map((event) => event.type);
    expect(types).toContain('io.rushes.comment.added.v1');
    expect(types).toContain('io.rushes.asset.created.v1');
    const comments = events.filter((event) => event.type === 'io.rushes.comment.added.v1');
    expect(comments.map((event) => (event.data as { text: string }).text)).toEqual(['Too dark']);
  });

  it('pages by the next link without losing or repeating an event', async () => {
    // A token's first read of a project in the hour is recorded (api_token.used): read once
    // first, so the log stands still for the reads compared.
    await everything(tokens.deployment.secret, 1000);
    await caughtUp();
    const whole = await everything(tokens.deployment.secret, 1000);
    const paged = await everything(tokens.deployment.secret, 3);
    expect(paged.map((event) => event.id)).toEqual(whole.map((event) => event.id));
    expect(new Set(whole.map((event) => event.id)).size).toBe(whole.length);
    // the ids are the events' places in the log: the same on every read
    expect(await everything(tokens.deployment.secret, 7)).toEqual(whole);
  });

  it('gives the deployment token every workspace and the people', async () => {
    const events = await everything(tokens.deployment.secret, 1000);
    const workspaces = new Set(events.map((event) => event.rushesworkspace));
    for (const workspace of [features, elsewhere, undefined])
      expect(workspaces).toContain(workspace);
    expect(events.map((event) => event.type)).toContain('io.rushes.user.created.v1');
  });

  it('filters by type, with or without the version', async () => {
    for (const types of ['io.rushes.comment.added.v1', 'io.rushes.comment.added']) {
      const events = await everything(tokens.deployment.secret, 1000, `&types=${types}`);
      expect(events.map((event) => event.type)).toEqual([
        'io.rushes.comment.added.v1',
        'io.rushes.comment.added.v1',
      ]);
    }
  });

  it('resumes after any cursor it gave', async () => {
    const whole = await everything(tokens.deployment.secret, 1000);
    const middle = whole[4]?.id;
    const rest = await page(tokens.deployment.secret, `?after=${middle}&limit=1000`);
    expect(rest.events).toEqual(whole.slice(5));
    const end = await page(tokens.deployment.secret, `?after=${whole.at(-1)?.id}`);
    expect(end.events).toEqual([]);
    expect(end.next).toContain(`after=${whole.at(-1)?.id}`);
  });

  it('keeps an event in the workspace its project was in when it happened', async () => {
    const before = await everything(tokens.features.secret, 1000);
    expect(before.some((event) => event.rushesproject === uuid(otherProject))).toBe(false);
    const moved = await world.bff.gql(world.admin, changeWorkspace, {
      input: { id: otherProject, workspaceId: world.workspaceId },
    });
    expect(moved.errors).toBeUndefined();
    await world.bff.gql(world.admin, addComment, {
      input: { versionId: versionOut, text: 'Moved in' },
    });
    await caughtUp();
    const after = await everything(tokens.features.secret, 1000);
    expect(after.slice(0, before.length)).toEqual(before);
    const arrived = after.slice(before.length);
    expect(arrived.map((event) => event.type)).toEqual([
      'io.rushes.project.workspace_changed.v1',
      'io.rushes.comment.added.v1',
    ]);
    expect(arrived.every((event) => event.rushesproject === uuid(otherProject))).toBe(true);
  });

  it('refuses a reader without an events:read token, and input it did not give', async () => {
    expect((await page(null)).status).toBe(401);
    expect((await page('rsh_not-a-token')).status).toBe(401);
    expect((await page(world.tokens.wanda)).status).toBe(403);
    expect((await page(tokens.noEvents.secret)).status).toBe(403);
    for (const query of ['?after=yesterday', '?limit=0', '?limit=1001', '?types=io.rushes.nope']) {
      const response = await world.bff.app.inject({
        method: 'GET',
        url: `/v2/events${query}`,
        headers: { authorization: `Bearer ${tokens.features.secret}` },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  describe('as a stream', () => {
    let origin: string;
    beforeAll(async () => {
      await world.bff.app.listen({ port: 0, host: '127.0.0.1' });
      const address = world.bff.app.server.address();
      origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });

    /** Opens the stream; `next()` is its next message, `closed` settles when it ends. */
    const open = async (secret: string, headers: Record<string, string> = {}) => {
      const stopped = new AbortController();
      const response = await fetch(`${origin}/v2/events/stream`, {
        headers: { authorization: `Bearer ${secret}`, ...headers },
        signal: stopped.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const reader = response.body
        ?.pipeThrough(new TextDecoderStream())
        .pipeThrough(new EventSourceParserStream())
        .getReader();
      if (!reader) throw new Error('no body');
      const next = async (): Promise<EventSourceMessage | null> => {
        const { value, done } = await reader.read();
        return done ? null : value;
      };
      /** The next event but the token's own uses (`api_token.used`), which reading records. */
      const nextBesidesUses = async () => {
        for (;;) {
          const event = JSON.parse((await next())?.data ?? 'null');
          if (event?.type !== 'io.rushes.api_token.used.v1') return event;
        }
      };
      return { next, nextBesidesUses, stop: () => stopped.abort() };
    };

    it('replays, then follows new events live, and resumes from Last-Event-ID', async () => {
      const whole = await everything(tokens.features.secret, 1000);
      const stream = await open(tokens.features.secret);
      for (const event of whole) {
        const message = await stream.next();
        expect(message?.id).toBe(event.id);
        expect(JSON.parse(message?.data ?? '')).toEqual(event);
      }
      await world.bff.gql(world.admin, addComment, {
        input: { versionId: versionIn, text: 'Live' },
      });
      const live = await stream.nextBesidesUses();
      expect(live).toMatchObject({ type: 'io.rushes.comment.added.v1', data: { text: 'Live' } });
      stream.stop();

      const resumed = await open(tokens.features.secret, {
        'last-event-id': whole.at(-1)?.id ?? '',
      });
      expect(await resumed.nextBesidesUses()).toEqual(live);
      resumed.stop();
    });

    it('ends the stream of a token revoked, and refuses its next page', async () => {
      const doomed = await makeApiToken(world.bff, world.admin, {
        workspaceId: world.workspaceId,
        scopes: ['events:read'],
      });
      const stream = await open(doomed.secret, { 'last-event-id': '999999-0' });
      const revoked = await world.bff.gql(world.admin, revokeApiTokenMutation, {
        input: { id: doomed.id },
      });
      expect(revoked.errors).toBeUndefined();
      const ended = await stream.next();
      expect(ended).toMatchObject({ event: 'end', data: '{"reason":"TOKEN_REVOKED"}' });
      expect(await stream.next()).toBeNull();
      expect((await page(doomed.secret)).status).toBe(401);
    });

    it('ends the stream of a token whose workspace is deleted, and refuses its next page', async () => {
      const { bff, admin } = world;
      const made = (await bff.gql(admin, createWorkspace, { input: { name: 'Wrapped' } })).data
        ?.createWorkspace.workspace.id;
      const doomed = await makeApiToken(bff, admin, { workspaceId: made, scopes: ['events:read'] });
      expect((await page(doomed.secret)).status).toBe(200);
      const stream = await open(doomed.secret, { 'last-event-id': '999999-0' });
      const deleted = await bff.gql(admin, deleteWorkspace, { input: { id: made } });
      expect(deleted.errors).toBeUndefined();
      const ended = await stream.next();
      expect(ended).toMatchObject({ event: 'end', data: '{"reason":"TOKEN_REVOKED"}' });
      expect(await stream.next()).toBeNull();
      expect((await page(doomed.secret)).status).toBe(401);
    });
  });
});
