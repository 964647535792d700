import {
  assetCreated,
  assetCustomValuesSet,
  assetMetadataSet,
  assetRenamed,
  assetVersionAdded,
  type Commit,
  commentAdded,
  commentEdited,
  commentRemoved,
  customFieldChanged,
  customFieldDefined,
  customFieldRemoved,
  customFieldsReordered,
  type DomainEvent,
  folderDeliveryRemoved,
  folderDeliveryUpdated,
  folderRenamed,
  itemsCopied,
  itemsDeleted,
  itemsMoved,
  jobProbed,
  type Projection,
  projectDeleted,
  projectIntegrationDisabled,
  projectIntegrationEnabled,
  type StoredEvent,
  versionReviewStatusSet,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Transaction } from 'kysely';
import { groupBy } from '../loaders.ts';

type Trx = Transaction<Database>;

/**
 * Only what changed this recently makes a folder's files be written again: a rebuild replaying
 * the log has nothing new to deliver (the files already say what the log says).
 */
const DELIVERY_FRESH_MS = 10 * 60_000;

/** Folders of `projectId` whose files the integration keeps, by their rows. */
const deliveredFolders = async (trx: Trx, projectId: string) =>
  (
    await trx
      .selectFrom('deliveryFile')
      .select('folderId')
      .distinct()
      .where('projectId', '=', projectId)
      .execute()
  ).map((row) => row.folderId);

/** Where an asset is: its project and folder, as the assets' model holds them now. */
const placeOfAsset = (trx: Trx, assetId: string) =>
  trx
    .selectFrom('asset')
    .select(['projectId', 'folderId'])
    .where('id', '=', assetId)
    .executeTakeFirst();

const assetOf = async (trx: Trx, table: 'comment' | 'version', id: string) =>
  (await trx.selectFrom(table).select('assetId').where('id', '=', id).executeTakeFirst())?.assetId;

/**
 * The project and folders whose files an event may change: what it names, or what the read
 * models say of the asset, version or comment it names (those came long before: a comment is
 * edited, a take reviewed or a clip probed well after its asset was made).
 */
async function touched(
  trx: Trx,
  event: DomainEvent,
): Promise<{ projectId: string; folderIds: string[] } | null> {
  if (assetCreated.is(event)) {
    return { projectId: event.data.projectId, folderIds: [event.data.folderId] };
  }
  if (assetVersionAdded.is(event)) {
    return { projectId: event.data.projectId, folderIds: [event.data.folderId] };
  }
  if (itemsDeleted.is(event) || itemsMoved.is(event) || itemsCopied.is(event)) {
    const { projectId } = event.data;
    const delivered = new Set(await deliveredFolders(trx, projectId));
    const folderIds = itemsDeleted.is(event)
      ? [
          ...event.data.assets.map((asset) => asset.folderId),
          ...event.data.folderIds.filter((id) => delivered.has(id)),
        ]
      : itemsMoved.is(event)
        ? [
            ...event.data.assets.map((asset) => asset.fromFolderId),
            ...(event.data.assets.length > 0 ? [event.data.targetId] : []),
          ]
        : event.data.assets.map((asset) => asset.folderId);
    return { projectId, folderIds };
  }
  if (folderRenamed.is(event)) {
    const row = await trx
      .selectFrom('deliveryFile')
      .select('projectId')
      .where('folderId', '=', event.data.id)
      .executeTakeFirst();
    return row ? { projectId: row.projectId, folderIds: [event.data.id] } : null;
  }
  const assetId = commentAdded.is(event)
    ? event.data.assetId
    : assetRenamed.is(event)
      ? event.data.id
      : assetMetadataSet.is(event) ||
          versionReviewStatusSet.is(event) ||
          assetCustomValuesSet.is(event)
        ? event.data.assetId
        : commentEdited.is(event) || commentRemoved.is(event)
          ? await assetOf(trx, 'comment', event.data.id)
          : jobProbed.is(event)
            ? await assetOf(trx, 'version', event.data.versionId)
            : undefined;
  const place = assetId ? await placeOfAsset(trx, assetId) : undefined;
  return place ? { projectId: place.projectId, folderIds: [place.folderId] } : null;
}

/** The folders' files may have to change: the delivery worker takes them once settled. */
async function markPending(trx: Trx, projectId: string, folderIds: string[], commit: Commit) {
  const folders = [...new Set(folderIds)];
  if (folders.length === 0) return;
  const at = new Date(commit.meta.at);
  await trx
    .insertInto('deliveryPending')
    .values(folders.map((folderId) => ({ folderId, projectId, seq: commit.seq, firstAt: at, at })))
    .onConflict((conflict) =>
      conflict.column('folderId').doUpdateSet((eb) => ({
        at: eb.ref('excluded.at'),
        seq: eb.ref('excluded.seq'),
      })),
    )
    .execute();
}

const hasIntegration = async (trx: Trx, projectId: string) =>
  (await trx
    .selectFrom('projectIntegration')
    .select('projectId')
    .where('projectId', '=', projectId)
    .executeTakeFirst()) !== undefined;

/** The integrations themselves, and the files their last updates name. */
async function applyIntegration(trx: Trx, event: DomainEvent, commit: Commit<StoredEvent>) {
  const at = new Date(commit.meta.at);
  if (projectIntegrationEnabled.is(event)) {
    const { actor } = commit.meta;
    await trx
      .insertInto('projectIntegration')
      .values({
        ...event.data,
        enabledAt: at,
        enabledBy: actor.kind === 'user' ? actor.id : null,
      })
      .onConflict((conflict) => conflict.columns(['projectId', 'integration']).doNothing())
      .execute();
  } else if (projectIntegrationDisabled.is(event) || projectDeleted.is(event)) {
    const projectId = projectDeleted.is(event) ? event.data.id : event.data.projectId;
    await trx.deleteFrom('projectIntegration').where('projectId', '=', projectId).execute();
  } else if (folderDeliveryUpdated.is(event) || folderDeliveryRemoved.is(event)) {
    const { folderId, projectId, integration } = event.data;
    await trx
      .deleteFrom('deliveryFile')
      .where('folderId', '=', folderId)
      .where('integration', '=', integration)
      .execute();
    if (folderDeliveryUpdated.is(event)) {
      await trx
        .insertInto('deliveryFile')
        .values(
          event.data.files.map((file) => ({
            folderId,
            projectId,
            integration,
            ...file,
            updatedAt: at,
          })),
        )
        .execute();
    }
  }
}

/** The folders an integration's change touches: all those with clips, or those with files. */
async function integrationFolders(trx: Trx, event: DomainEvent) {
  if (projectIntegrationEnabled.is(event)) {
    const rows = await trx
      .selectFrom('asset')
      .select('folderId')
      .distinct()
      .where('projectId', '=', event.data.projectId)
      .execute();
    return { projectId: event.data.projectId, folderIds: rows.map((row) => row.folderId) };
  }
  const projectId = projectDeleted.is(event)
    ? event.data.id
    : projectIntegrationDisabled.is(event)
      ? event.data.projectId
      : null;
  return projectId ? { projectId, folderIds: await deliveredFolders(trx, projectId) } : null;
}

const fieldEvents = [
  customFieldDefined,
  customFieldChanged,
  customFieldsReordered,
  customFieldRemoved,
];

/** The workspace whose custom fields an event changes; null for any other event. */
const fieldsChangedIn = (event: DomainEvent): string | null =>
  customFieldDefined.is(event) ||
  customFieldChanged.is(event) ||
  customFieldsReordered.is(event) ||
  customFieldRemoved.is(event)
    ? event.data.workspaceId
    : null;

/**
 * The delivered folders of every project of a workspace whose custom fields changed: the ALE has
 * a column for each, in their order.
 */
async function fieldFolders(trx: Trx, event: DomainEvent) {
  const workspaceId = fieldsChangedIn(event);
  if (!workspaceId) return [];
  const rows = await trx
    .selectFrom('deliveryFile')
    .innerJoin('project', 'project.id', 'deliveryFile.projectId')
    .select(['deliveryFile.projectId', 'deliveryFile.folderId'])
    .distinct()
    .where('project.workspaceId', '=', workspaceId)
    .execute();
  return [...groupBy(rows, (row) => row.projectId)].map(([projectId, folders]) => ({
    projectId,
    folderIds: folders.map((row) => row.folderId),
  }));
}

/**
 * `project_integration`, `delivery_file` and `delivery_pending`: a project's integrations, the
 * files they keep for each folder, and the folders whose files may have to change (of projects
 * with an integration on, or whose files must go), for the delivery worker.
 */
export const deliveriesProjection: Projection<Database> = {
  name: 'deliveries',
  tables: ['project_integration', 'delivery_file', 'delivery_pending'],
  handles: [
    projectIntegrationEnabled.type,
    projectIntegrationDisabled.type,
    projectDeleted.type,
    folderDeliveryUpdated.type,
    folderDeliveryRemoved.type,
    assetCreated.type,
    assetVersionAdded.type,
    assetRenamed.type,
    assetMetadataSet.type,
    versionReviewStatusSet.type,
    jobProbed.type,
    commentAdded.type,
    commentEdited.type,
    commentRemoved.type,
    itemsDeleted.type,
    itemsMoved.type,
    itemsCopied.type,
    folderRenamed.type,
    assetCustomValuesSet.type,
    ...fieldEvents.map((field) => field.type),
  ],
  async apply(trx, event, commit) {
    const fresh = Date.now() - new Date(commit.meta.at).getTime() <= DELIVERY_FRESH_MS;
    const ending = fresh ? await integrationFolders(trx, event) : null;
    await applyIntegration(trx, event, commit);
    if (ending) {
      await markPending(trx, ending.projectId, ending.folderIds, commit);
      return;
    }
    if (!fresh || folderDeliveryUpdated.is(event) || folderDeliveryRemoved.is(event)) return;
    for (const { projectId, folderIds } of await fieldFolders(trx, event)) {
      await markPending(trx, projectId, folderIds, commit);
    }
    const change = await touched(trx, event);
    if (change && (await hasIntegration(trx, change.projectId))) {
      await markPending(trx, change.projectId, change.folderIds, commit);
    }
  },
};
