import {
  folderCreated,
  folderPosterRemoved,
  folderPosterSet,
  folderRenamed,
  itemsCopied,
  itemsDeleted,
  itemsMoved,
  type ProjectedEvent,
  type Projection,
  projectCreated,
  projectDetailsChanged,
} from '@rushes/events';
import type { Database, NewFolder } from '@rushes/migrations';
import { sql, type Transaction } from 'kysely';
import { createdBy } from '../actor.ts';

/** Rows per INSERT: well below PostgreSQL's 65,535 bind parameters at 7 a row. */
const rowsPerInsert = 1000;

/** A new folder row; its times come from the event's commit. */
type CreatedFolder = NewFolder & { createdAt: string };

/** The folder row an event creates, if it creates one. */
function createdRow({ event, commit }: ProjectedEvent): CreatedFolder | undefined {
  const at = commit.meta.at;
  const by = createdBy(commit);
  if (projectCreated.is(event)) {
    const { rootFolderId: id, id: projectId, name } = event.data;
    return { id, projectId, parentId: null, name, createdAt: at, modifiedAt: at, createdBy: by };
  }
  if (folderCreated.is(event)) {
    const { id, projectId, parentId, name } = event.data;
    return { id, projectId, parentId, name, createdAt: at, modifiedAt: at, createdBy: by };
  }
  return undefined;
}

/** Each parent's modified time after the batch: the time of its last new child. */
async function touchParents(trx: Transaction<Database>, rows: readonly CreatedFolder[]) {
  const touched = new Map<string, string>();
  for (const row of rows) if (row.parentId) touched.set(row.parentId, row.createdAt);
  if (touched.size === 0) return;
  const values = [...touched].map(([id, at]) => sql`(${id}::uuid, ${at}::timestamptz)`);
  await sql`
    UPDATE folder SET modified_at = touched.at
    FROM (VALUES ${sql.join(values)}) AS touched (id, at)
    WHERE folder.id = touched.id`.execute(trx);
}

/** A project's root folder is named after it: a new title renames it, in the batch's order. */
async function renameRoots(trx: Transaction<Database>, events: readonly ProjectedEvent[]) {
  for (const { event } of events) {
    if (!projectDetailsChanged.is(event) || event.data.name === undefined) continue;
    await trx
      .updateTable('folder')
      .set({ name: event.data.name })
      .where('projectId', '=', event.data.id)
      .where('parentId', 'is', null)
      .execute();
  }
}

/** A renamed folder's name, and its modified time: the rename's. */
async function renameFolders(trx: Transaction<Database>, events: readonly ProjectedEvent[]) {
  for (const { event, commit } of events) {
    if (!folderRenamed.is(event)) continue;
    await trx
      .updateTable('folder')
      .set({ name: event.data.name, modifiedAt: commit.meta.at })
      .where('id', '=', event.data.id)
      .execute();
  }
}

/** Deleted folders leave the tree with their subtrees (listed in the event). */
async function deleteFolders(trx: Transaction<Database>, events: readonly ProjectedEvent[]) {
  for (const { event } of events) {
    if (!itemsDeleted.is(event) || event.data.folderIds.length === 0) continue;
    await trx.deleteFrom('folder').where('id', 'in', event.data.folderIds).execute();
  }
}

/** Moved folders hang from their new parent, which is modified then. */
async function moveFolders(trx: Transaction<Database>, events: readonly ProjectedEvent[]) {
  for (const { event, commit } of events) {
    if (!itemsMoved.is(event)) continue;
    const { targetId, folders } = event.data;
    const at = commit.meta.at;
    if (folders.length > 0) {
      const ids = folders.map((folder) => folder.id);
      await trx.updateTable('folder').set({ parentId: targetId }).where('id', 'in', ids).execute();
    }
    await trx.updateTable('folder').set({ modifiedAt: at }).where('id', '=', targetId).execute();
  }
}

/** Copied folders: new rows beside their sources' names and posters. */
async function copyFolders(trx: Transaction<Database>, events: readonly ProjectedEvent[]) {
  for (const { event, commit } of events) {
    if (!itemsCopied.is(event) || event.data.folders.length === 0) continue;
    const at = commit.meta.at;
    const by = createdBy(commit);
    const rows = event.data.folders.map(
      (folder) =>
        sql`(${folder.id}::uuid, ${folder.sourceId}::uuid, ${folder.parentId}::uuid, ${folder.name})`,
    );
    await sql`
      INSERT INTO folder (id, project_id, parent_id, name, created_at, modified_at, created_by, poster_key)
      SELECT copy.id, source.project_id, copy.parent_id, copy.name, ${at}, ${at}, ${by}, source.poster_key
      FROM (VALUES ${sql.join(rows)}) AS copy (id, source_id, parent_id, name)
      JOIN folder source ON source.id = copy.source_id`.execute(trx);
    await trx
      .updateTable('folder')
      .set({ modifiedAt: at })
      .where('id', '=', event.data.targetId)
      .execute();
  }
}

/** A folder's poster, set or removed, in the batch's order. */
async function setPosters(trx: Transaction<Database>, events: readonly ProjectedEvent[]) {
  for (const { event } of events) {
    const change = folderPosterSet.is(event)
      ? { id: event.data.id, posterKey: event.data.storageKey }
      : folderPosterRemoved.is(event)
        ? { id: event.data.id, posterKey: null }
        : undefined;
    if (!change) continue;
    const { id, posterKey } = change;
    await trx.updateTable('folder').set({ posterKey }).where('id', '=', id).execute();
  }
}

/**
 * The folder tree. A project's root folder comes from `project.created` (it carries the root's
 * id, and the root is named after the project); every other folder from `folder.created`, which
 * also marks its parent modified; `folder.renamed` names it anew; `folder.poster_set`/
 * `poster_removed` keep its poster; `items.moved` hangs folders from
 * another parent; `items.copied` adds the copies; `items.deleted` takes folders out with their subtrees. Applied a batch at a time: one insert for the new rows, then
 * one update for their parents, as applying the events one by one would leave them.
 */
export const foldersProjection: Projection<Database> = {
  name: 'folders',
  tables: ['folder'],
  handles: [
    projectCreated.type,
    folderCreated.type,
    projectDetailsChanged.type,
    folderPosterSet.type,
    folderPosterRemoved.type,
    folderRenamed.type,
    itemsDeleted.type,
    itemsMoved.type,
    itemsCopied.type,
  ],
  async applyBatch(trx, events) {
    const rows = events.map(createdRow).filter((row) => row !== undefined);
    for (let start = 0; start < rows.length; start += rowsPerInsert) {
      await trx
        .insertInto('folder')
        .values(rows.slice(start, start + rowsPerInsert))
        .execute();
    }
    await touchParents(trx, rows);
    await renameRoots(trx, events);
    await renameFolders(trx, events);
    await setPosters(trx, events);
    await moveFolders(trx, events);
    await copyFolders(trx, events);
    await deleteFolders(trx, events);
  },
};
