import {
  assetCreated,
  assetCustomValuesSet,
  assetMetadataSet,
  assetRenamed,
  assetVersionAdded,
  commentAdded,
  commentEdited,
  commentRemoved,
  customFieldChanged,
  customFieldDefined,
  customFieldRemoved,
  type DomainEvent,
  folderCreated,
  folderRenamed,
  itemsCopied,
  itemsDeleted,
  itemsMoved,
  linkCreated,
  linkDeleted,
  linkOptionsChanged,
  type Projection,
  projectCreated,
  projectDeleted,
  projectDetailsChanged,
  projectSettingsChanged,
  projectWorkspaceChanged,
  userCreated,
  userDeleted,
  userDetailsChanged,
  userInvited,
  userJoined,
  workspaceDeleted,
} from '@rushes/events';
import type { Database, SearchKind } from '@rushes/migrations';
import { sql, type Transaction } from 'kysely';
import { createdBy } from '../actor.ts';
import {
  addAsset,
  addVersionFile,
  copyAssets,
  deleteAssets,
  refreshComments,
  renameAsset,
  setMetadata,
  setSlateFormat,
} from './search-assets.ts';
import {
  changeField,
  defineField,
  deleteProjectValues,
  removeFields,
  removeWorkspaceFields,
  setProjectWorkspace,
  setValues,
} from './search-custom-fields.ts';
import { learnWords } from './search-vocabulary.ts';

type Trx = Transaction<Database>;

interface Named {
  id: string;
  kind: SearchKind;
  name: string;
  projectId?: string | null;
  folderId?: string | null;
  email?: string | null;
  createdBy?: string | null;
}

async function add(trx: Trx, document: Named) {
  await trx.insertInto('searchDocument').values(document).execute();
  await learnWords(trx, sql`${`${document.name} ${document.email ?? ''}`}`);
}

async function rename(trx: Trx, id: string, name: string, email?: string) {
  await trx.updateTable('searchDocument').set({ name, email }).where('id', '=', id).execute();
  await learnWords(trx, sql`${`${name} ${email ?? ''}`}`);
}

async function peopleEvent(trx: Trx, event: DomainEvent) {
  if (userCreated.is(event) || userInvited.is(event)) {
    const { id, name, email } = event.data;
    await add(trx, { id, kind: 'user', name, email });
  } else if (userDetailsChanged.is(event)) {
    await rename(trx, event.data.id, event.data.name, event.data.email);
  } else if (userJoined.is(event)) {
    await rename(trx, event.data.id, event.data.name);
  } else if (userDeleted.is(event)) {
    await trx
      .updateTable('searchDocument')
      .set({ listed: false })
      .where('id', '=', event.data.id)
      .execute();
  }
}

async function projectEvent(trx: Trx, event: DomainEvent) {
  if (projectCreated.is(event)) {
    const { id, workspaceId, name, rootFolderId } = event.data;
    await add(trx, { id, kind: 'project', name, projectId: id, folderId: rootFolderId });
    await setProjectWorkspace(trx, id, workspaceId);
  } else if (projectWorkspaceChanged.is(event)) {
    await setProjectWorkspace(trx, event.data.id, event.data.workspaceId);
  } else if (projectDetailsChanged.is(event) && event.data.name !== undefined) {
    await rename(trx, event.data.id, event.data.name);
  } else if (projectSettingsChanged.is(event)) {
    await setSlateFormat(trx, event.data.id, event.data.slateFormat);
  } else if (projectDeleted.is(event)) {
    const { id } = event.data;
    await deleteProjectValues(trx, id);
    await trx
      .deleteFrom('searchComment')
      .where('assetId', 'in', (eb) =>
        eb.selectFrom('searchDocument').select('id').where('projectId', '=', id),
      )
      .execute();
    await trx.deleteFrom('searchDocument').where('projectId', '=', id).execute();
    await trx.deleteFrom('searchSlateFormat').where('projectId', '=', id).execute();
  }
}

async function folderEvent(trx: Trx, event: DomainEvent) {
  if (folderCreated.is(event)) {
    const { id, projectId, name } = event.data;
    await add(trx, { id, kind: 'folder', name, projectId, folderId: id });
  } else if (folderRenamed.is(event)) {
    await rename(trx, event.data.id, event.data.name);
  } else if (itemsDeleted.is(event)) {
    await deleteAssets(trx, event.data);
    if (event.data.folderIds.length > 0) {
      await trx.deleteFrom('searchDocument').where('id', 'in', event.data.folderIds).execute();
    }
  } else if (itemsMoved.is(event) && event.data.assets.length > 0) {
    await trx
      .updateTable('searchDocument')
      .set({ folderId: event.data.targetId })
      .where(
        'id',
        'in',
        event.data.assets.map((asset) => asset.id),
      )
      .execute();
  } else if (itemsCopied.is(event)) {
    const { projectId, folders } = event.data;
    for (const { id, name } of folders) {
      await trx
        .insertInto('searchDocument')
        .values({ id, kind: 'folder', name, projectId, folderId: id })
        .execute();
    }
    await copyAssets(trx, event.data);
  }
}

async function assetEvent(trx: Trx, event: DomainEvent) {
  if (assetCreated.is(event)) {
    const { id, projectId, folderId, name } = event.data;
    await addAsset(trx, { id, projectId, folderId, name });
  } else if (assetVersionAdded.is(event)) {
    await addVersionFile(trx, event.data.assetId, event.data.filename);
  } else if (assetRenamed.is(event)) {
    await renameAsset(trx, event.data.id, event.data.name);
  } else if (assetMetadataSet.is(event)) {
    await setMetadata(trx, event.data);
  } else if (assetCustomValuesSet.is(event)) {
    await setValues(trx, event.data);
  }
}

/** A workspace's custom fields, whose values its assets are found by. */
async function customFieldEvent(trx: Trx, event: DomainEvent) {
  if (customFieldDefined.is(event)) await defineField(trx, event.data);
  else if (customFieldChanged.is(event)) await changeField(trx, event.data);
  else if (customFieldRemoved.is(event)) await removeFields(trx, [event.data.fieldId]);
  else if (workspaceDeleted.is(event)) await removeWorkspaceFields(trx, event.data.id);
}

/** A comment's text is its asset's; a removed comment leaves it. */
async function commentEvent(trx: Trx, event: DomainEvent) {
  let assetId: string | undefined;
  if (commentAdded.is(event)) {
    const { id, assetId: asset, text } = event.data;
    await trx.insertInto('searchComment').values({ id, assetId: asset, text }).execute();
    await learnWords(trx, sql`${text}`);
    assetId = asset;
  } else if (commentEdited.is(event)) {
    const { id, text } = event.data;
    const row = await trx
      .updateTable('searchComment')
      .set({ text })
      .where('id', '=', id)
      .returning('assetId')
      .executeTakeFirst();
    await learnWords(trx, sql`${text}`);
    assetId = row?.assetId;
  } else if (commentRemoved.is(event)) {
    const row = await trx
      .deleteFrom('searchComment')
      .where('id', '=', event.data.id)
      .returning('assetId')
      .executeTakeFirst();
    assetId = row?.assetId;
  }
  if (assetId) await refreshComments(trx, assetId);
}

async function linkEvent(trx: Trx, event: DomainEvent, by: string | null) {
  if (linkCreated.is(event)) {
    const { id, projectId, name } = event.data;
    await add(trx, { id, kind: 'share', name, projectId, createdBy: by });
  } else if (linkOptionsChanged.is(event) && event.data.name !== undefined) {
    await rename(trx, event.data.id, event.data.name);
  } else if (linkDeleted.is(event)) {
    await trx.deleteFrom('searchDocument').where('id', '=', event.data.id).execute();
  }
}

/**
 * What people find by searching (decision 0122): users, projects, folders, assets with their
 * files, slates, metadata, custom values and comments, and share links, each a document with the
 * texts it is found by. It reads only its own tables, so it rebuilds with the others from the log alone; who
 * may find what is decided when searching, from the access read models.
 */
export const searchProjection: Projection<Database> = {
  name: 'search',
  tables: [
    'search_document',
    'search_comment',
    'search_word',
    'search_slate_format',
    'search_custom_field',
    'search_custom_value',
    'search_project',
  ],
  handles: [
    userCreated.type,
    userInvited.type,
    userJoined.type,
    userDetailsChanged.type,
    userDeleted.type,
    projectCreated.type,
    projectDetailsChanged.type,
    projectSettingsChanged.type,
    projectWorkspaceChanged.type,
    projectDeleted.type,
    folderCreated.type,
    folderRenamed.type,
    itemsDeleted.type,
    itemsMoved.type,
    itemsCopied.type,
    assetCreated.type,
    assetVersionAdded.type,
    assetRenamed.type,
    assetMetadataSet.type,
    assetCustomValuesSet.type,
    customFieldDefined.type,
    customFieldChanged.type,
    customFieldRemoved.type,
    workspaceDeleted.type,
    commentAdded.type,
    commentEdited.type,
    commentRemoved.type,
    linkCreated.type,
    linkOptionsChanged.type,
    linkDeleted.type,
  ],
  async apply(trx, event, commit) {
    await peopleEvent(trx, event);
    await projectEvent(trx, event);
    await folderEvent(trx, event);
    await assetEvent(trx, event);
    await customFieldEvent(trx, event);
    await commentEvent(trx, event);
    await linkEvent(trx, event, createdBy(commit));
  },
};
