import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RushesCloudEvent } from '@rushes/events';
import { expect, vi } from 'vitest';
import type { Slice } from '../../slice.ts';
import { slices } from '../index.ts';
import { createFolder, createProject } from '../members/member.fixture.ts';
import { admin, type GraphQLAnswer, startTestBff, type TestBff } from '../test-bff.fixture.ts';
import type { DispatcherOptions } from './delivery-dispatcher.ts';
import { startWebhookDeliveries } from './webhook-deliveries.ts';

/** One request a receiver got. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  event: RushesCloudEvent;
}

/** What the receiver answers a request: a status, or `hold` to keep it waiting. */
export type Answer = number | 'hold';

/**
 * A webhook receiver on 127.0.0.1, as an integrator runs one: it keeps every request and answers
 * as the test says (204 unless told), or holds requests open until released.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const held: ServerResponse[] = [];
  let answer: (request: Received) => Answer = () => 204;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const got = {
        path: request.url ?? '',
        headers: request.headers,
        body,
        event: JSON.parse(body),
      };
      received.push(got);
      const status = answer(got);
      if (status === 'hold') held.push(response);
      else response.writeHead(status, { location: '/followed' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/rushes?team=post`,
    received,
    answerWith(next: (request: Received) => Answer) {
      answer = next;
    },
    /** Answers every held request with `status`. */
    release(status = 204) {
      for (const response of held.splice(0)) response.writeHead(status).end();
    },
    /** Each webhook-id once, as a receiver that dedupes handles them, in arrival order. */
    handled() {
      const seen = new Set<string>();
      return received.filter(({ headers }) => {
        const id = String(headers['webhook-id']);
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held.splice(0)) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** A clock a test moves on by hand (a dispatcher's `clock`). */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export const createWebhookMutation = `mutation ($input: CreateWebhookInput!) {
  createWebhook(input: $input) { secret webhook { id url eventTypes isEnabled } } }`;
const renameFolder = `mutation ($input: RenameFolderInput!) {
  renameFolder(input: $input) { folder { id } } }`;
const createWorkspace = `mutation ($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { workspace { id } } }`;

/** Every slice, the webhooks' without its background: the test runs deliveries its own way. */
const quietSlices: readonly Slice[] = slices.map((slice) =>
  slice.name === 'webhooks' ? { ...slice, background: undefined } : slice,
);

/**
 * A BFF whose webhooks may deliver to 127.0.0.1, with a workspace, a project and a folder, and no
 * delivery running until the test starts one (`deliver`) with the clock and settings it wants.
 */
export async function startWebhookWorld() {
  const bff: TestBff = await startTestBff(
    { slices: quietSlices },
    { RUSHES_WEBHOOK_ALLOW_PRIVATE: '127.0.0.1' },
  );
  const gql = (query: string, variables: Record<string, unknown> = {}) =>
    bff.gql(bff.adminToken, query, variables);
  const workspaceId: string = (await gql(createWorkspace, { input: { name: 'Features' } })).data
    ?.createWorkspace.workspace.id;
  const superuserId = (await gql('{ currentUser { id } }')).data?.currentUser.id;
  const project = (
    await gql(createProject, { input: { workspaceId, name: 'Feature', managerId: superuserId } })
  ).data?.createProject.project;
  const stops: (() => Promise<void>)[] = [];
  let names = 0;

  return {
    bff,
    gql,
    workspaceId,
    projectId: project.id as string,
    /** A webhook of the workspace to `url` taking folder events; its secret and global id. */
    async webhook(
      url: string,
      eventTypes = ['io.rushes.folder.created', 'io.rushes.folder.renamed'],
    ) {
      const answer = await gql(createWebhookMutation, { input: { workspaceId, url, eventTypes } });
      expect(answer.errors).toBeUndefined();
      const made = answer.data?.createWebhook;
      return { secret: made.secret as string, id: made.webhook.id as string };
    },
    /** A new folder in the project's root, then `renames` renames of it: events of one subject. */
    async folderWithRenames(renames: number): Promise<string> {
      const parentId = project.rootFolder.id;
      const created = await gql(createFolder, { input: { parentId, name: `F${++names}` } });
      const folderId: string = created.data?.createFolder.folder.id;
      for (let rename = 1; rename <= renames; rename++) {
        const renamed = await gql(renameFolder, { input: { id: folderId, name: `F${++names}` } });
        expect(renamed.errors).toBeUndefined();
      }
      return folderId;
    },
    /** Starts deliveries (enqueuer and dispatcher) as a BFF would, with these settings. */
    deliver(options: Partial<DispatcherOptions> = {}) {
      const stop = startWebhookDeliveries(bff.services, { pollMs: 25, ...options });
      stops.push(stop);
      return stop;
    },
    async close() {
      await Promise.all(stops.map((stop) => stop()));
      await bff.close();
    },
  };
}

export type WebhookWorld = Awaited<ReturnType<typeof startWebhookWorld>>;

/** Waits (polling) until `check` passes; its last failure otherwise. */
export const eventually = (check: () => unknown | Promise<unknown>, timeout = 10_000) =>
  vi.waitFor(check, { timeout, interval: 25 });

export { admin, type GraphQLAnswer };
