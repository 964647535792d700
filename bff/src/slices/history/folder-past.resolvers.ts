import type { IResolvers, MercuriusContext } from 'mercurius';
import type { FolderAsOfArgs } from '../../graphql/schema-types.generated.ts';
import { reachedAsset } from '../assets/asset.access.ts';
import { reachedFolder } from '../folders/folder.access.ts';
import type { FolderRow } from '../folders/folder.queries.ts';
import { findFolderHistories } from './asset-history.queries.ts';
import { folderAt } from './asset-placement.ts';
import { folderSeenAt } from './folder-seen.ts';
import { pastInstantOf } from './instants.ts';
import { assetAt, type PastAsset } from './past-asset.ts';
import { type PastPlace, pastReaders, type ReaderThen } from './readers-then.ts';
import { byName, folderNameThen, type SeenThen, subfoldersThen } from './subfolders-then.ts';

type Ctx = MercuriusContext;

/** One asset the folder held then, as it was; `past` null for a copy, whose history starts at it. */
interface HeldThen {
  assetId: string;
  past: PastAsset | null;
}

async function asOf(folder: FolderRow, { at }: { at: FolderAsOfArgs['at'] }, ctx: Ctx) {
  const instant = pastInstantOf(at, 'at');
  const seen = await folderSeenAt(ctx, folder.id, [instant]);
  if (!seen) return null;
  const histories = await findFolderHistories(ctx.services, folder.id);
  const held: HeldThen[] = [...histories]
    .filter(([, history]) => folderAt(history, instant) === folder.id)
    .map(([assetId, history]) => ({ assetId, past: assetAt(history, instant) }));
  const named = await Promise.all(
    held.map(async (asset) => ({
      ...asset,
      name: asset.past?.name ?? (await ctx.loaders.asset.load(asset.assetId))?.name ?? '',
    })),
  );
  named.sort(byName);
  const { reached, viewer, accessAt } = seen;
  const place: PastPlace = { ...reached, at: instant };
  const within: SeenThen = {
    viewer,
    now: reached.access,
    past: accessAt[0] ?? reached.access,
    path: reached.path,
    at: instant,
  };
  return { at: new Date(instant), name: folder.name, assets: named, place, within };
}

interface FolderThen {
  at: Date;
  name: string;
  place: PastPlace;
  within: SeenThen;
}

type Held = HeldThen & { name: string };

export const folderPastResolvers = {
  Folder: { asOf },
  PastFolder: {
    name: ({ name, place }: FolderThen, _args: unknown, ctx: Ctx) =>
      folderNameThen(ctx, place.path.at(-1)?.id ?? '', place.at, name),
    folders: ({ within }: FolderThen, _args: unknown, ctx: Ctx) => subfoldersThen(ctx, within),
    readers: ({ place }: FolderThen, _args: unknown, ctx: Ctx) => pastReaders(ctx, place),
  },
  PastSubfolder: {
    folder: async ({ folderId }: { folderId: string }, _args: unknown, ctx: Ctx) =>
      (await reachedFolder(ctx, folderId)) ? ctx.loaders.folder.load(folderId) : null,
  },
  PastReader: {
    user: (reader: ReaderThen, _args: unknown, ctx: Ctx) => ctx.loaders.user.load(reader.userId),
  },
  PastFolderAsset: {
    asset: async (held: Held, _args: unknown, ctx: Ctx) =>
      (await reachedAsset(ctx, held.assetId)) ? ctx.loaders.asset.load(held.assetId) : null,
    scene: (held: Held) => held.past?.slate?.scene ?? null,
    take: (held: Held) => held.past?.slate?.take ?? null,
    versionCount: (held: Held) => held.past?.versions.length ?? 0,
    reviewStatus: (held: Held) => held.past?.versions[0]?.reviewStatus?.toUpperCase() ?? null,
    commentCount: (held: Held) =>
      (held.past?.versions ?? []).reduce(
        (sum, version) => sum + version.comments.filter((comment) => !comment.deleted).length,
        0,
      ),
  },
} satisfies IResolvers;
