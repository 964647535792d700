import { randomUUID } from 'node:crypto';
import {
  type AssetEvent,
  type AssetVersionAdded,
  catalogue,
  type EventMeta,
  type EventStore,
} from '@rushes/events';

/**
 * What the log holds of uploads and their jobs, for tests and benchmarks that run transcoders
 * against a real log without a BFF.
 */

/** The meta of a person's command, at a fixed time. */
export const userMeta = (commandId: string = randomUUID(), userId = 'user-1'): EventMeta => ({
  actor: { kind: 'user', id: userId },
  commandId,
  correlationId: `request-${commandId}`,
  causationId: null,
  at: '2026-11-23T10:00:00.000Z',
  clientIp: '127.0.0.1',
});

/** Appends what finalising an upload appends: the asset and its version, naming a new job. */
export async function addVersion(
  store: EventStore,
  userId = 'user-1',
): Promise<AssetVersionAdded['data']> {
  const assetId = randomUUID();
  const ids = { assetId, versionId: randomUUID(), projectId: randomUUID(), folderId: randomUUID() };
  const data: AssetVersionAdded['data'] = {
    ...ids,
    ...{ number: 1, filename: 'clip.mov', size: 1234, mimetype: 'video/quicktime' },
    sourceKey: `projects/${ids.projectId}/assets/${assetId}/${ids.versionId}/source.mov`,
    jobId: randomUUID(),
  };
  const { projectId, folderId } = ids;
  const events: AssetEvent[] = [
    {
      type: 'asset.created',
      data: { id: assetId, projectId, folderId, name: 'clip.mov', type: 'Video' },
    },
    { type: 'asset.version_added', data },
  ];
  await store.append(
    `asset.${assetId}`,
    events.map((event) => catalogue.encode(event)),
    {
      expectedSeq: 0,
      meta: userMeta(randomUUID(), userId),
    },
  );
  return data;
}

/** The job's events as the log holds them, decoded. */
export async function jobEvents(store: EventStore, jobId: string) {
  const { commits } = await store.readStream(`job.${jobId}`);
  return commits.flatMap((commit) =>
    commit.events.map((stored) => catalogue.decode(stored, commit.meta)),
  );
}
