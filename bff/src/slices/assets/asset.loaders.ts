import type { Database } from '@rushes/migrations';
import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import { byId, byKey } from '../loaders.ts';
import {
  findAssetsByIds,
  findFolderTakes,
  findUploadsByIds,
  findVersionsByIds,
  findVersionsOfAssets,
} from './asset.queries.ts';
import { urlsExpiryOf } from './url-expiry.ts';

export const assetLoaders = (db: Kysely<Database>) => ({
  asset: byId((ids) => findAssetsByIds(db, ids)),
  version: byId((ids) => findVersionsByIds(db, ids)),
  upload: byId((ids) => findUploadsByIds(db, ids)),
  versionsOf: byKey((assetIds) => findVersionsOfAssets(db, assetIds), []),
  /** Whether each folder has slated, circled and reviewed takes. */
  folderTakes: byKey((folderIds) => findFolderTakes(db, folderIds), {
    hasSlates: false,
    hasCircledTakes: false,
    hasReviewStatuses: false,
  }),
  /** When the URLs one request (or one subscription event) signs expire: one instant for all. */
  urlsExpireAt: new DataLoader<'now', Date>(async (keys) => {
    const expiry = urlsExpiryOf(Date.now());
    return keys.map(() => expiry);
  }),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof assetLoaders> {}
}
