import {
  assetMetadataSet,
  assetRenamed,
  assetVersionAdded,
  collectionCreated,
  collectionDeleted,
  collectionRedefined,
  collectionRenamed,
  commentAdded,
  commentEdited,
  commentRemoved,
  type DomainEvent,
  itemsCopied,
  itemsDeleted,
  itemsMoved,
  projectSettingsChanged,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import type { LiveTopic, Publication } from '../../slice.ts';
import { searchProjection } from '../search/search.projection.ts';
import { collectionsProjection } from './collections.projection.ts';

/** The topic of `collectionsChanged` for one project. */
export const collectionsChangedTopic = (projectId: string): string =>
  `collectionsChanged.${projectId}`;

const collectionsChanged = (projectId: string): Publication => ({
  topic: collectionsChangedTopic(projectId),
  payload: { projectId },
});

/** The project an event names itself; null for one that names an asset or a comment only. */
function projectOf(event: DomainEvent): string | null {
  if (
    collectionCreated.is(event) ||
    collectionRenamed.is(event) ||
    collectionRedefined.is(event) ||
    collectionDeleted.is(event) ||
    assetVersionAdded.is(event) ||
    commentAdded.is(event) ||
    itemsDeleted.is(event) ||
    itemsMoved.is(event) ||
    itemsCopied.is(event)
  ) {
    return event.data.projectId;
  }
  return projectSettingsChanged.is(event) ? event.data.id : null;
}

/** The projects of the assets renamed or given metadata, and of the comments changed. */
async function projectsNamedBelow(events: readonly DomainEvent[], db: Kysely<Database>) {
  const assetIds = events.flatMap((event) =>
    assetRenamed.is(event)
      ? [event.data.id]
      : assetMetadataSet.is(event)
        ? [event.data.assetId]
        : [],
  );
  const commentIds = events.flatMap((event) =>
    commentEdited.is(event) || commentRemoved.is(event) ? [event.data.id] : [],
  );
  const assets =
    assetIds.length === 0
      ? []
      : await db.selectFrom('asset').select('projectId').where('id', 'in', assetIds).execute();
  const comments =
    commentIds.length === 0
      ? []
      : await db.selectFrom('comment').select('projectId').where('id', 'in', commentIds).execute();
  return [...assets, ...comments].map((row) => row.projectId);
}

/**
 * A project's collections changed, or its assets in a way a collection sees (decision 0125): its
 * `collectionsChanged` subscribers hear it once search has it, and read the collection again.
 */
export const collectionsLive: LiveTopic = {
  name: 'collectionsChanged',
  handles: [
    collectionCreated.type,
    collectionRenamed.type,
    collectionRedefined.type,
    collectionDeleted.type,
    assetVersionAdded.type,
    assetRenamed.type,
    assetMetadataSet.type,
    commentAdded.type,
    commentEdited.type,
    commentRemoved.type,
    itemsDeleted.type,
    itemsMoved.type,
    itemsCopied.type,
    projectSettingsChanged.type,
  ],
  readModels: [collectionsProjection.name, searchProjection.name, 'assets', 'comments'],
  async publications(events, db) {
    const named = events.flatMap((event) => projectOf(event) ?? []);
    const below = await projectsNamedBelow(events, db);
    return [...new Set([...named, ...below])].map(collectionsChanged);
  },
};
