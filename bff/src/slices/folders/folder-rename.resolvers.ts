import type { IResolvers, MercuriusContext } from 'mercurius';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type { MutationRenameFolderArgs } from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { allow, found, signedIn, written } from '../access.ts';
import { folderAllowedTo } from '../policy.ts';
import { reachedFolder } from './folder.access.ts';
import { folderCommands } from './folder.binding.ts';

/** Rename: the folder's name claimed among its siblings, the old one freed. */
async function renameFolder(
  _root: unknown,
  { input }: MutationRenameFolderArgs,
  ctx: MercuriusContext,
) {
  const viewer = signedIn(ctx);
  const { id } = fromGlobalId(input.id, { type: 'Folder', field: 'id' });
  const reached = found(await reachedFolder(ctx, id), 'folder', 'id');
  allow(folderAllowedTo(viewer, reached.access, reached.path).edit);
  const { folder } = reached;
  const command = {
    type: 'RenameFolder' as const,
    folderId: folder.id,
    name: input.name,
    current: { name: folder.name, parentId: folder.parentId },
  };
  await decideFor(ctx, folderCommands, folder.id, command, input.clientMutationId);
  const renamed = written(await ctx.loaders.folder.load(folder.id));
  return { folder: renamed, clientMutationId: input.clientMutationId ?? null };
}

export const folderRenameResolvers = { Mutation: { renameFolder } } satisfies IResolvers;
