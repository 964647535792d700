import { randomUUID } from 'node:crypto';
import type { DomainEvent, EventMeta } from '@rushes/events';
import type { CustomFieldType, CustomValue } from '@rushes/rules';
import type { SearchEngine } from './search.port.ts';

/** Events as the log holds them for a search engine's feed: each with who decided it. */
export interface Fed {
  event: DomainEvent;
  meta: EventMeta;
}

/** An engine under test, fed from the log as it would be. */
export interface EngineUnderTest {
  engine: SearchEngine;
  /** The same engine counting assets no further than `cap`. */
  withCap(cap: number): SearchEngine;
  feed(events: Fed[]): Promise<void>;
  close(): Promise<void>;
}

const metaOf = (userId: string | null): EventMeta => ({
  actor: userId ? { kind: 'user', id: userId } : { kind: 'system' },
  commandId: randomUUID(),
  correlationId: randomUUID(),
  causationId: null,
  at: '2026-12-12T09:00:00.000Z',
  clientIp: null,
});

/** A custom field as its workspace defines it. */
interface FieldDefinition {
  workspaceId: string;
  fieldId: string;
  name: string;
  type: CustomFieldType;
  options: string[];
  required: boolean;
  shownInList: boolean;
}

/**
 * A tiny production for a search engine's contract: writes the events that make projects,
 * folders, assets with their files, slates, metadata, custom values and comments, share links and
 * people, and hands them to the engine's `feed` in log order.
 */
export function searchWorld(feed: (events: Fed[]) => Promise<void>) {
  const pending: Fed[] = [];
  const push = (type: string, data: unknown, by: string | null = null) =>
    pending.push({ event: { type, data }, meta: metaOf(by) });
  const workspaceId: string = randomUUID();
  const fields = new Map<string, FieldDefinition>();
  return {
    /** Another workspace's id (projects are in the first unless named). */
    workspace: () => randomUUID(),
    /** Hands what was written to the engine. */
    flush: async () => {
      await feed(pending.splice(0));
    },
    user(name: string, email: string) {
      const id = randomUUID();
      push('user.created', { id, name, email, passwordHash: 'x', isSuperuser: false });
      return id;
    },
    renameUser: (id: string, name: string, email: string) =>
      push('user.details_changed', { id, name, email }),
    deleteUser: (id: string) => push('user.deleted', { id }),
    project(name: string, workspace = workspaceId) {
      const id = randomUUID();
      const rootFolderId = randomUUID();
      const created = {
        ...{ id, workspaceId: workspace, name, managerId: randomUUID(), rootFolderId },
        ...{ storagePrefix: '', transferServer: null },
      };
      push('project.created', created);
      return { id, rootFolderId };
    },
    moveProject: (id: string, to: string, from = workspaceId) =>
      push('project.workspace_changed', { id, workspaceId: to, fromWorkspaceId: from }),
    slateFormat: (projectId: string, slateFormat: string) =>
      push('project.settings_changed', { id: projectId, slateFormat }),
    deleteProject: (id: string) => push('project.deleted', { id }),
    folder(project: { id: string }, parentId: string, name: string) {
      const id = randomUUID();
      push('folder.created', { id, projectId: project.id, parentId, name });
      return id;
    },
    renameFolder: (id: string, parentId: string, name: string, previousName: string) =>
      push('folder.renamed', { id, parentId, name, previousName }),
    /** An asset with a first version of `filename`. */
    asset(project: { id: string }, folderId: string, filename: string) {
      const id = randomUUID();
      const versionId = randomUUID();
      const projectId = project.id;
      push('asset.created', { id, projectId, folderId, name: filename, type: 'Video' });
      push('asset.version_added', {
        ...{ assetId: id, versionId, projectId, folderId, number: 1, filename },
        ...{ size: 1, mimetype: 'video/mp4', sourceKey: `media/${versionId}`, jobId: null },
      });
      return { id, versionId, projectId };
    },
    /** An asset whose upload started but no version came in yet. */
    assetWithoutVersion(project: { id: string }, folderId: string, name: string) {
      const id = randomUUID();
      push('asset.created', { id, projectId: project.id, folderId, name, type: 'Video' });
      return id;
    },
    renameAsset: (id: string, name: string) => push('asset.renamed', { id, name }),
    metadata(
      assetId: string,
      slate: Record<string, string | boolean>,
      entries: Record<string, string> = {},
    ) {
      const source = { importId: randomUUID(), filename: 'day.ale' };
      const list = Object.entries(entries).map(([key, value]) => ({ key, value }));
      push('asset.metadata_set', { assetId, entries: list, slate, source });
    },
    comment(asset: { id: string; versionId: string; projectId: string }, text: string) {
      const id = randomUUID();
      push('comment.added', {
        ...{ id, projectId: asset.projectId, assetId: asset.id, versionId: asset.versionId },
        ...{ parentId: null, text, start: null, end: null, annotation: null },
        ...{ marker: null, carriedFrom: null },
        author: { kind: 'user', userId: randomUUID() },
      });
      return id;
    },
    /** A custom field of the workspace (the first unless named); its id. */
    field(name: string, type: CustomFieldType, options: string[] = [], workspace = workspaceId) {
      const definition = {
        ...{ workspaceId: workspace, fieldId: randomUUID(), name, type, options },
        ...{ required: false, shownInList: false },
      };
      fields.set(definition.fieldId, definition);
      push('custom_field.defined', definition);
      return definition.fieldId;
    },
    changeField(fieldId: string, changes: Partial<Pick<FieldDefinition, 'name' | 'type'>>) {
      const definition = fields.get(fieldId);
      if (!definition) throw new Error(`no field ${fieldId}`);
      fields.set(fieldId, { ...definition, ...changes });
      push('custom_field.changed', fields.get(fieldId));
    },
    removeField(fieldId: string) {
      const definition = fields.get(fieldId);
      if (!definition) throw new Error(`no field ${fieldId}`);
      const { workspaceId: workspace, name } = definition;
      push('custom_field.removed', { workspaceId: workspace, fieldId, name });
    },
    /** The asset's values of fields (by id): each a value, or null to clear it. */
    values(assetId: string, values: Record<string, CustomValue | null>) {
      const list = Object.entries(values).map(([fieldId, value]) => ({ fieldId, value }));
      push('asset.custom_values_set', { assetId, values: list });
    },
    copy(project: { id: string }, targetId: string, assets: { id: string; sourceId: string }[]) {
      const copies = assets.map((asset) => ({ ...asset, folderId: targetId }));
      push('items.copied', { projectId: project.id, targetId, folders: [], assets: copies });
    },
    deleteAssets(projectId: string, assets: { id: string; folderId: string }[]) {
      push('items.deleted', { projectId, folders: [], folderIds: [], assets });
    },
    editComment: (id: string, text: string) => push('comment.edited', { id, text }),
    removeComment: (id: string) => push('comment.removed', { id }),
    link(project: { id: string }, name: string, by: string) {
      const id = randomUUID();
      push(
        'link.created',
        {
          ...{ id, projectId: project.id, token: randomUUID().replaceAll('-', ''), name },
          ...{ folderIds: [], assetIds: [], canDownload: false, expiresAt: null },
          allowComments: false,
        },
        by,
      );
      return id;
    },
    deleteLink: (id: string) => push('link.deleted', { id }),
    move(projectId: string, targetId: string, assets: { id: string; fromFolderId: string }[]) {
      push('items.moved', { projectId, targetId, folders: [], assets });
    },
    deleteFolder(projectId: string, folder: { id: string; parentId: string; name: string }) {
      push('items.deleted', { projectId, folders: [folder], folderIds: [folder.id], assets: [] });
    },
  };
}

export type SearchWorld = ReturnType<typeof searchWorld>;
