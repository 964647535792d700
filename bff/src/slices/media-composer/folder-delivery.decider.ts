import type {
  Decider,
  FolderDeliveryEvent,
  FolderDeliveryUpdated,
  IntegrationType,
} from '@rushes/events';

/** One file of a folder's delivery, as its event names it. */
export type DeliveredFile = FolderDeliveryUpdated['data']['files'][number];

/** The files each integration keeps for the folder now; none for an integration not listed. */
export type FolderDeliveryState = Partial<Record<IntegrationType, readonly DeliveredFile[]>>;

export interface RecordDelivery {
  type: 'RecordDelivery';
  folderId: string;
  projectId: string;
  integration: IntegrationType;
  /** The files as they are now in storage; none when the folder has none any more. */
  files: readonly DeliveredFile[];
}

/** A file's facts, whatever holds them (an event, a read model's row). */
type FileFacts = Omit<DeliveredFile, 'kind'> & { kind: string };

const sameFile = (a: FileFacts, b: FileFacts) =>
  a.kind === b.kind &&
  a.name === b.name &&
  a.storageKey === b.storageKey &&
  a.contentType === b.contentType &&
  a.size === b.size &&
  a.sha256 === b.sha256;

/** Whether two deliveries hold the same files, whatever their order. */
export const sameFiles = (a: readonly FileFacts[], b: readonly FileFacts[]) =>
  a.length === b.length && a.every((file) => b.some((other) => sameFile(file, other)));

/**
 * A folder's delivery files (stream `folder_delivery.<folderId>`), recorded by the delivery worker
 * once it has written them: the same files again are nothing new, so a worker that runs twice, or
 * two that meet, append once; no files where there were some is their removal.
 */
export const folderDeliveryDecider: Decider<
  RecordDelivery,
  FolderDeliveryState,
  FolderDeliveryEvent
> = {
  initialState: {},
  decide({ folderId, projectId, integration, files }, state) {
    if (sameFiles(state[integration] ?? [], files)) return [];
    return files.length === 0
      ? [{ type: 'folder_delivery.removed', data: { folderId, projectId, integration } }]
      : [
          {
            type: 'folder_delivery.updated',
            data: { folderId, projectId, integration, files: [...files] },
          },
        ];
  },
  evolve(state, event) {
    const { integration } = event.data;
    if (event.type === 'folder_delivery.updated')
      return { ...state, [integration]: event.data.files };
    const { [integration]: _removed, ...rest } = state;
    return rest;
  },
};
