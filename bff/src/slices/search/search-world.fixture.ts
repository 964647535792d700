import { randomUUID } from 'node:crypto';
import type { DomainEvent, EventMeta } from '@rushes/events';

/** Events as the log holds them for a search engine's feed: each with who decided it. */
export interface Fed {
  event: DomainEvent;
  meta: EventMeta;
}

const metaOf = (userId: string | null): EventMeta => ({
  actor: userId ? { kind: 'user', id: userId } : { kind: 'system' },
  commandId: randomUUID(),
  correlationId: randomUUID(),
  causationId: null,
  at: '2026-12-12T09:00:00.000Z',
  clientIp: null,
});

/**
 * A tiny production for a search engine's contract: writes the events that make projects,
 * folders, assets with their files, slates, metadata and comments, share links and people, and
 * hands them to the engine's `feed` in log order.
 */
export function searchWorld(feed: (events: Fed[]) => Promise<void>) {
  const pending: Fed[] = [];
  const push = (type: string, data: unknown, by: string | null = null) =>
    pending.push({ event: { type, data }, meta: metaOf(by) });
  const workspaceId = randomUUID();
  return {
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
    project(name: string) {
      const id = randomUUID();
      const rootFolderId = randomUUID();
      push('project.created', { id, workspaceId, name, managerId: randomUUID(), rootFolderId });
      return { id, rootFolderId };
    },
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
        author: { kind: 'user', userId: randomUUID() },
      });
      return id;
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
