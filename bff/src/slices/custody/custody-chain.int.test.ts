import { chainHash, genesisHash, type RushesCloudEvent } from '@rushes/events';
import { CloudEvent } from 'cloudevents';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { type AccessWorld, startAccessWorld } from '../members/member.fixture.ts';
import { firstError } from '../test-bff.fixture.ts';
import { uploadFile } from '../uploads/upload.fixture.ts';
import { chainCaughtUp, custodyQuery, requestCustodyExport } from './custody.fixture.ts';
import { linksOf } from './custody.queries.ts';
import { verifyCustody } from './custody-verify.ts';

const addComment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } } }`;

/**
 * A project's chain of custody: built in the background from the public feed, shown to
 * superusers and the workspace's admins, checked against the log, and broken exactly where the
 * log was changed.
 */
describe('the chain of custody', () => {
  let world: AccessWorld;
  let projectId: string;
  let versionId: string;

  const custody = async (token: string, variables: Record<string, unknown> = {}) =>
    world.bff.gql(token, custodyQuery, { id: world.projectId, ...variables });

  beforeAll(async () => {
    world = await startAccessWorld();
    const { bff, admin } = world;
    projectId = fromGlobalId(world.projectId).id;
    const upload = await uploadFile(bff, admin, world.folders.day1, {
      filename: 'A001_C001.mov',
      bytes: Buffer.from('not really a film'),
    });
    versionId = upload.version.id;
    for (const text of ['Too dark', 'Better', 'Fine']) {
      await bff.gql(admin, addComment, { input: { versionId, text } });
    }
    await chainCaughtUp(bff);
  });
  afterAll(() => world?.bff.close());

  it("chains each of the project's public events, in log order, from the genesis hash", async () => {
    const links = await linksOf(world.bff.services.db, projectId, {
      from: null,
      limit: 1000,
      order: 'asc',
    });
    expect(links.length).toBeGreaterThan(8);
    let previous = genesisHash;
    for (const [index, link] of links.entries()) {
      expect(link.position).toBe(index + 1);
      expect(link.previousHash).toBe(previous);
      expect(link.hash).toBe(chainHash(previous, link.cloudEvent));
      expect(link.cloudEvent.rushesproject).toBe(projectId);
      previous = link.hash;
    }
    const types = links.map((link) => link.cloudEvent.type);
    expect(types[0]).toBe('io.rushes.project.created.v1');
    expect(types.filter((type) => type === 'io.rushes.comment.added.v1')).toHaveLength(3);
  });

  it('shows the workspace admin the chain intact and the log newest first, who, what, when', async () => {
    const answer = await custody(world.tokens.wanda, { first: 2 });
    expect(answer.errors).toBeUndefined();
    const { allowedTo, custody: found } = answer.data?.project ?? {};
    expect(allowedTo.custody).toBe(true);
    expect(found.chain).toMatchObject({ intact: true, firstBreak: null });
    const [newest, before] = found.events.edges.map((edge: { node: unknown }) => edge.node);
    expect(newest).toMatchObject({
      position: found.chain.length,
      type: 'comment.added',
      version: 1,
      actor: { kind: 'USER', name: 'Admin' },
    });
    expect(newest.summary).toMatch(/comment/i);
    expect(before.position).toBe(found.chain.length - 1);
    expect(found.events.pageInfo.hasNextPage).toBe(true);
    const next = await custody(world.tokens.wanda, {
      first: 200,
      after: found.events.pageInfo.endCursor,
    });
    const rest = next.data?.project.custody.events;
    expect(rest.edges).toHaveLength(found.chain.length - 2);
    expect(rest.edges.at(-1).node.type).toBe('project.created');
  });

  it('fetches an event of the log again by its id, for those who see the log only', async () => {
    const answer = await custody(world.tokens.wanda, { first: 1 });
    const newest = answer.data?.project.custody.events.edges[0].node;
    const again = `query ($id: ID!) { node(id: $id) { ... on CustodyEvent { eventId hash } } }`;
    const found = await world.bff.gql(world.tokens.wanda, again, { id: newest.id });
    expect(found.data?.node).toEqual({ eventId: newest.eventId, hash: newest.hash });
    const hidden = await world.bff.gql(world.tokens.mia, again, { id: newest.id });
    expect(hidden.data?.node).toBeNull();
  });

  it("keeps it from the project's manager and members, and out of reach of others", async () => {
    for (const name of ['mia', 'eddie'] as const) {
      const answer = await custody(world.tokens[name]);
      expect(answer.data?.project?.custody ?? null).toBeNull();
    }
    const asked = { input: { projectId: world.projectId, format: 'CSV' } };
    const refused = await world.appended(() =>
      world.bff.gql(world.tokens.mia, requestCustodyExport, asked),
    );
    expect(firstError(refused.answer).code).toBe('FORBIDDEN');
    expect(refused.appended).toBe(false);
    const outside = await world.bff.gql(world.tokens.otto, requestCustodyExport, asked);
    expect(firstError(outside).code).toBe('NOT_FOUND');
  });

  it('exports the log as CSV and as the CloudEvents it is made of, each with its hash', async () => {
    const { bff } = world;
    const links = await linksOf(bff.services.db, projectId, {
      from: null,
      limit: 1000,
      order: 'asc',
    });
    const fetched = async (format: string) => {
      const input = { projectId: world.projectId, format };
      const answer = await bff.gql(world.tokens.wanda, requestCustodyExport, { input });
      expect(answer.errors).toBeUndefined();
      const { url, filename } = answer.data?.requestCustodyExport ?? {};
      const response = await bff.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      return { filename, response };
    };

    const csv = await fetched('CSV');
    expect(csv.filename).toBe('Feature custody.csv');
    expect(csv.response.headers['content-disposition']).toContain('attachment');
    const [header, ...rows] = parse(csv.response.body) as string[][];
    expect(header?.slice(0, 6)).toEqual(['Position', 'Time', 'Event', 'Version', 'Who', 'Actor']);
    expect(rows).toHaveLength(links.length);
    expect(rows.map((row) => row.at(-1))).toEqual(links.map((link) => link.hash));
    expect(rows.at(-1)?.slice(2, 5)).toEqual(['comment.added', '1', 'Admin']);

    const batch = await fetched('CLOUDEVENTS');
    expect(batch.filename).toBe('Feature custody.json');
    expect(batch.response.headers['content-type']).toBe(
      'application/cloudevents-batch+json; charset=utf-8',
    );
    const events: (RushesCloudEvent & { rusheschainhash: string })[] = batch.response.json();
    // An auditor needs nothing but the file: each hash follows from the one before and the event.
    let previous = genesisHash;
    for (const { rusheschainhash, ...event } of events) {
      expect(new CloudEvent({ ...event, rusheschainhash }).validate()).toBe(true);
      expect(rusheschainhash).toBe(chainHash(previous, event));
      previous = rusheschainhash;
    }
    expect(events.map((event) => event.id)).toEqual(links.map((link) => link.eventId));
  });

  it('refuses an export URL that was changed or has expired', async () => {
    const input = { projectId: world.projectId, format: 'CSV' };
    const answer = await world.bff.gql(world.tokens.wanda, requestCustodyExport, { input });
    const url: string = answer.data?.requestCustodyExport.url;
    const forged = await world.bff.app.inject({ method: 'GET', url: `${url.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'FORBIDDEN', data: { reason: 'URL_INVALID' } });
  });

  it('finds an event changed in the log table at exactly that event, and the rest intact', async () => {
    const { db, store } = world.bff.services;
    const links = await linksOf(db, projectId, { from: null, limit: 1000, order: 'asc' });
    const target = links.find(
      (link) => (link.cloudEvent.data as { text?: string }).text === 'Better',
    ) as (typeof links)[number];
    const [seq] = target.eventId.split('-');
    await sql`
      UPDATE event_log.commits
      SET events = jsonb_set(events, '{0,data,text}', '"Much better"')
      WHERE seq = ${Number(seq)}
    `.execute(db);
    const [check] = await verifyCustody({ store, db }, { projectId });
    expect(check?.broken).toEqual({
      position: target.position,
      eventId: target.eventId,
      reason: 'EVENT_CHANGED',
    });
    const shown = await custody(world.admin);
    expect(shown.data?.project.custody.chain).toMatchObject({
      intact: false,
      firstBreak: { position: target.position, eventId: target.eventId, reason: 'EVENT_CHANGED' },
    });
  });

  it('finds a link of the chain changed, and an event gone from the log', async () => {
    const { db, store } = world.bff.services;
    const links = await linksOf(db, projectId, { from: null, limit: 3, order: 'asc' });
    const second = links[1] as (typeof links)[number];
    await sql`UPDATE custody_chain SET hash = ${genesisHash}
      WHERE project_id = ${projectId} AND position = 2`.execute(db);
    const [altered] = await verifyCustody({ store, db }, { projectId });
    expect(altered?.broken).toEqual({
      position: 2,
      eventId: second.eventId,
      reason: 'CHAIN_ALTERED',
    });
    await sql`UPDATE custody_chain SET hash = ${second.hash}
      WHERE project_id = ${projectId} AND position = 2`.execute(db);
    const [seq] = second.eventId.split('-');
    await sql`DELETE FROM event_log.commits WHERE seq = ${Number(seq)}`.execute(db);
    const [missing] = await verifyCustody({ store, db }, { projectId });
    expect(missing?.broken).toEqual({
      position: 2,
      eventId: second.eventId,
      reason: 'EVENT_MISSING',
    });
  });
});
