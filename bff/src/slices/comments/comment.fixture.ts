import { randomUUID } from 'node:crypto';
import type { AssetCreated, AssetVersionAdded, StoredEvent } from '@rushes/events';
import type { FastifyInstance } from 'fastify';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import type { Services } from '../../services.ts';

/**
 * An asset with `versions` versions in a project's root folder, appended to the log as finalised
 * uploads (asset.created with version 1 in one commit, later versions each in their own), read
 * by the assets projection before this returns. Ids come back as global ids.
 */
export async function appendTestAsset(
  services: Services,
  { projectId, folderId, userId }: { projectId: string; folderId: string; userId: string },
  versions = 1,
) {
  const [project, folder] = [fromGlobalId(projectId).id, fromGlobalId(folderId).id];
  const assetId = randomUUID();
  const created: AssetCreated = {
    type: 'asset.created',
    data: { id: assetId, projectId: project, folderId: folder, name: 'A001.mov', type: 'Video' },
  };
  const versionIds: string[] = [];
  let expectedSeq = 0;
  for (let number = 1; number <= versions; number++) {
    const versionId = randomUUID();
    versionIds.push(toGlobalId('Version', versionId));
    const added: AssetVersionAdded = {
      type: 'asset.version_added',
      data: {
        ...{ assetId, versionId, projectId: project, folderId: folder, number },
        ...{ filename: 'A001.mov', size: 1000, mimetype: 'video/mp4', jobId: null },
        sourceKey: `projects/${project}/assets/${assetId}/${versionId}/source.mov`,
      },
    };
    const events = (number === 1 ? [created, added] : [added]).map((event) =>
      services.catalogue.encode(event),
    );
    expectedSeq = await append(services, `asset.${assetId}`, events, expectedSeq, userId);
  }
  await services.checkpoints.waitFor(['assets'], expectedSeq, 10_000);
  return { assetId: toGlobalId('Asset', assetId), versionIds };
}

/**
 * A further version of an asset `appendTestAsset` made, numbered after its last, appended as a
 * finalised upload and read by the assets projection before this returns; its global id.
 */
export async function appendTestVersion(
  services: Services,
  { projectId, folderId, userId }: { projectId: string; folderId: string; userId: string },
  asset: { assetId: string; versionIds: string[] },
) {
  const [project, folder] = [fromGlobalId(projectId).id, fromGlobalId(folderId).id];
  const assetId = fromGlobalId(asset.assetId).id;
  const versionId = randomUUID();
  const number = asset.versionIds.length + 1;
  const added: AssetVersionAdded = {
    type: 'asset.version_added',
    data: {
      ...{ assetId, versionId, projectId: project, folderId: folder, number },
      ...{ filename: 'A001.mov', size: 1000, mimetype: 'video/mp4', jobId: null },
      sourceKey: `projects/${project}/assets/${assetId}/${versionId}/source.mov`,
    },
  };
  const stream = `asset.${assetId}`;
  const { lastSeq } = await services.store.readStream(stream);
  const events = [services.catalogue.encode(added)];
  const seq = await append(services, stream, events, lastSeq, userId);
  await services.checkpoints.waitFor(['assets'], seq, 10_000);
  asset.versionIds.push(toGlobalId('Version', versionId));
  return toGlobalId('Version', versionId);
}

async function append(
  services: Services,
  stream: string,
  events: StoredEvent[],
  expectedSeq: number,
  userId: string,
): Promise<number> {
  const meta = {
    actor: { kind: 'user' as const, id: userId },
    ...{ commandId: randomUUID(), correlationId: 'test', causationId: null },
    ...{ at: new Date().toISOString(), clientIp: null },
  };
  return (await services.store.append(stream, events, { expectedSeq, meta })).seq;
}

interface Message {
  id?: string;
  type: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests walk payloads freely; assertions check them
  payload?: { data?: Record<string, any> };
}

/** A graphql-ws client on the app: one subscription, its `next` payloads collected in order. */
export async function subscribe(
  app: FastifyInstance,
  token: string,
  query: string,
  variables: Record<string, unknown>,
) {
  const socket = await app.injectWS('/ws', {
    headers: { 'sec-websocket-protocol': 'graphql-transport-ws' },
  });
  const received: Message[] = [];
  const waiting: (() => void)[] = [];
  socket.on('message', (raw: Buffer) => {
    received.push(JSON.parse(raw.toString()));
    for (const wake of waiting.splice(0)) wake();
  });
  const next = async (type: string): Promise<Message> => {
    for (;;) {
      const found = received.find((message) => message.type === type);
      if (found) {
        received.splice(received.indexOf(found), 1);
        return found;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
  socket.send(JSON.stringify({ type: 'connection_init', payload: { token } }));
  await next('connection_ack');
  socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables } }));
  return {
    /** The next `next` message (or, with `type`, the next message of that type). */
    next: (type = 'next') => next(type),
    /** Whether a message of `type` has arrived and not been taken. */
    has: (type = 'next') => received.some((message) => message.type === type),
    close: () => socket.terminate(),
  };
}
