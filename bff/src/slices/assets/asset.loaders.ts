import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../graphql/context.ts';
import { findJobsByIds, type JobRow } from '../jobs/job.queries.ts';
import { type Loaders, loadersOf } from '../loaders.ts';
import {
  type AssetRow,
  findAssetsByIds,
  findUploadsByIds,
  findVersionsByIds,
  findVersionsOfAssets,
  type UploadRow,
  type VersionRow,
} from './asset.queries.ts';
import { urlsExpiryOf } from './url-expiry.ts';

function byId<Row extends { id: string }>(find: (ids: readonly string[]) => Promise<Row[]>) {
  return new DataLoader<string, Row | undefined>(async (ids) => {
    const rows = new Map((await find(ids)).map((row) => [row.id, row]));
    return ids.map((id) => rows.get(id));
  });
}

function createMediaLoaders({ services: { db } }: GraphQLContext) {
  return {
    asset: byId<AssetRow>((ids) => findAssetsByIds(db, ids)),
    version: byId<VersionRow>((ids) => findVersionsByIds(db, ids)),
    upload: byId<UploadRow>((ids) => findUploadsByIds(db, ids)),
    job: byId<JobRow>((ids) => findJobsByIds(db, ids)),
    urlsExpireAt: urlsExpiryOf(Date.now()),
    versionsOf: new DataLoader<string, VersionRow[]>(async (assetIds) => {
      const versions = await findVersionsOfAssets(db, assetIds);
      return assetIds.map((id) => versions.get(id) ?? []);
    }),
  };
}

export type MediaLoaders = ReturnType<typeof createMediaLoaders>;

// Keyed by the request's platform loaders: `forgetLoaded(ctx)` forgets these with them.
const perRequest = new WeakMap<Loaders, MediaLoaders>();

/** The request's loaders of assets, versions, uploads and jobs. */
export function mediaLoadersOf(ctx: GraphQLContext): MediaLoaders {
  const key = loadersOf(ctx);
  let loaders = perRequest.get(key);
  if (!loaders) {
    loaders = createMediaLoaders(ctx);
    perRequest.set(key, loaders);
  }
  return loaders;
}
