import type { Commit } from '@rushes/events';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { type MadeToken, makeApiToken } from '../api-tokens/api-token.fixture.ts';
import { type AccessWorld, startAccessWorld } from '../members/member.fixture.ts';
import { uploadFile } from '../uploads/upload.fixture.ts';
import { openLink, visit } from '../visits/visit.fixture.ts';

const viewed = `query ($id: ID!) { node(id: $id) { ... on Version { id posterUrl originalUrl } } }`;
const looked = `query ($id: ID!) { node(id: $id) { ... on Version { id posterUrl } } }`;
const listed = `query ($id: ID!) { node(id: $id) { ... on Version { id filename } } }`;
const recordPlay = `mutation ($input: RecordPlayInput!) { recordPlay(input: $input) { clientMutationId } }`;

/**
 * The accesses the log did not hold before (decision 0119): a person handed a version to look
 * at, a user's play, a machine's reads. Each is recorded once per session (or visit, or token)
 * and hour, and a refused or empty answer records nothing.
 */
describe('the records of views, plays and token uses', () => {
  let world: AccessWorld;
  let versionId: string;
  let projectId: string;
  let machine: MadeToken;

  /** Runs the calls and gives the events they appended, as `type` and data. */
  const appendedBy = async (calls: () => Promise<unknown>) => {
    const { store } = world.bff.services;
    const before = await store.headSeq();
    await calls();
    const head = await store.headSeq();
    // The log gives a commit once every transaction begun before it has ended: read up to it.
    let commits: Commit[] = [];
    await expect
      .poll(async () => {
        commits = await store.readAll(before, 1000);
        return commits.at(-1)?.seq ?? before;
      })
      .toBe(head);
    return commits.flatMap((commit) =>
      commit.events.map((event) => ({
        type: event.type,
        data: event.data,
        actor: commit.meta.actor,
      })),
    );
  };

  beforeAll(async () => {
    world = await startAccessWorld();
    const { bff, admin, folders } = world;
    const upload = await uploadFile(bff, admin, folders.day1, {
      filename: 'A001_C001.mov',
      bytes: Buffer.from('not really a film'),
    });
    versionId = upload.version.id;
    projectId = fromGlobalId(world.projectId).id;
    // A poster, as the transcoder would have made: what the viewer shows a person first.
    await sql`UPDATE version SET poster_key = 'posters/take.jpg'
      WHERE id = ${fromGlobalId(versionId).id}`.execute(bff.services.db);
    machine = await makeApiToken(bff, admin, {
      workspaceId: world.workspaceId,
      scopes: ['assets:read'],
    });
  });
  afterAll(() => world?.bff.close());

  it('records a view once per session, version and hour, and the file handed out apart', async () => {
    const mia = world.tokens.mia;
    const first = await appendedBy(async () => {
      await world.bff.gql(mia, viewed, { id: versionId });
      await world.bff.gql(mia, viewed, { id: versionId });
    });
    const version = fromGlobalId(versionId).id;
    expect(first).toEqual([
      {
        type: 'version.viewed',
        data: { projectId, assetId: expect.any(String), versionId: version, original: true },
        actor: { kind: 'user', id: fromGlobalId(world.users.mia).id },
      },
    ]);
    const pictures = await appendedBy(() => world.bff.gql(mia, looked, { id: versionId }));
    expect(pictures.map((event) => event.data)).toMatchObject([{ original: false }]);
    expect(await appendedBy(() => world.bff.gql(mia, looked, { id: versionId }))).toEqual([]);
  });

  it('records nothing for a list that hands out no media, nor for a version out of reach', async () => {
    expect(
      await appendedBy(() => world.bff.gql(world.tokens.mia, listed, { id: versionId })),
    ).toEqual([]);
    expect(
      await appendedBy(() => world.bff.gql(world.tokens.otto, viewed, { id: versionId })),
    ).toEqual([]);
  });

  it("records a user's play once per session and hour, a visitor's each time as before", async () => {
    const input = { versionId };
    const plays = await appendedBy(async () => {
      await world.bff.gql(world.tokens.mia, recordPlay, { input });
      await world.bff.gql(world.tokens.mia, recordPlay, { input });
    });
    expect(plays.map((event) => event.type)).toEqual(['version.played']);
    const link = await openLink(world.bff, world.admin, {
      projectId: world.projectId,
      name: 'For the client',
      folderIds: [world.folders.day1],
    });
    const visitor = (await visit(world.bff, { token: link.token })).json<{ token: string }>().token;
    const theirs = await appendedBy(async () => {
      await world.bff.gql(visitor, recordPlay, { input });
      await world.bff.gql(visitor, recordPlay, { input });
    });
    expect(theirs.map((event) => event.type)).toEqual(['link.played', 'link.played']);
    const refused = await appendedBy(() => world.bff.gql(world.tokens.otto, recordPlay, { input }));
    expect(refused).toEqual([]);
  });

  it("records a token's GraphQL reads once per project and hour, with the fields it asked", async () => {
    const read = (query: string) =>
      world.bff.app.inject({
        method: 'POST',
        url: '/v2/graphql',
        headers: { authorization: `Bearer ${machine.secret}` },
        payload: { query, variables: { id: versionId } },
      });
    const used = await appendedBy(async () => {
      expect((await read(listed)).json().data.node.filename).toBe('A001_C001.mov');
      await read(viewed);
    });
    expect(used).toEqual([
      {
        type: 'api_token.used',
        data: {
          tokenId: fromGlobalId(machine.id).id,
          projectId,
          channel: 'graphql',
          reads: ['node'],
        },
        actor: { kind: 'token', id: fromGlobalId(machine.id).id },
      },
    ]);
  });

  it("records a token's feed reads per project with the types it was given, never its own uses", async () => {
    const reader = await makeApiToken(world.bff, world.admin, {
      workspaceId: world.workspaceId,
      scopes: ['events:read'],
    });
    const page = () =>
      world.bff.app.inject({
        method: 'GET',
        url: '/v2/events?limit=1000',
        headers: { authorization: `Bearer ${reader.secret}` },
      });
    await world.bff.services.checkpoints.waitFor(
      ['event-scopes'],
      await world.bff.services.store.headSeq(),
    );
    const used = await appendedBy(async () => {
      await page();
      await page();
    });
    expect(used).toHaveLength(1);
    expect(used[0]).toMatchObject({ type: 'api_token.used', data: { projectId, channel: 'feed' } });
    const { reads } = (used[0]?.data ?? { reads: [] }) as { reads: string[] };
    expect(reads).toContain('io.rushes.version.viewed.v1');
    expect(reads).not.toContain('io.rushes.api_token.used.v1');
  });
});
