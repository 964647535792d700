import { newId } from '@rushes/events';
import { AppError, appError } from '../../errors.ts';
import type { CreateFolderInput } from '../../graphql/schema-types.generated.ts';
import { decideFor, type RequestContext } from '../../request-context.ts';
import { allow, found, written } from '../access.ts';
import { folderAllowedTo } from '../policy.ts';
import { reachedFolder } from './folder.access.ts';
import { folderCommands } from './folder.binding.ts';
import { type FolderRow, findChildNamed } from './folder.queries.ts';

/** A path names at most this many folders: one request makes no more than that. */
const MAX_PATH_NAMES = 32;

/** What createFolder is asked to make: one name, or a path of names below the parent. */
const invalid = (field: string, rule: string) => appError('VALIDATION_FAILED', { field, rule });

/**
 * The names from the parent down to the new folder: `name` alone, or `path`'s names trimmed,
 * none empty (the last is left to the decider, which words its refusal on `name` as ever).
 */
export function pathNames({ name, path }: CreateFolderInput): string[] {
  if (path === undefined || path === null) return [name ?? ''];
  if (name !== undefined && name !== null) throw invalid('path', 'exclusive');
  if (path.length === 0) throw invalid('path', 'required');
  if (path.length > MAX_PATH_NAMES) throw invalid('path', 'maxItems');
  const names = path.map((part) => part.trim());
  if (names.some((part) => part.length === 0)) throw invalid('path', 'required');
  return names;
}

/**
 * The folder `names` lead to below `parent` (on which the caller checked edit), where the viewer
 * may make a child: each that exists is used (whatever its case), each missing one made when
 * `recursive`, else NOT_FOUND. Making a child takes edit on the folder it goes in.
 */
export async function folderAlong(
  ctx: RequestContext,
  parent: FolderRow,
  names: readonly string[],
  input: CreateFolderInput,
): Promise<FolderRow> {
  const actorId = ctx.viewer?.userId ?? '';
  const clientMutationId = input.clientMutationId ?? null;
  let current = parent;
  // a folder made here inherits the rights checked on the one it went in
  let mayMake = true;
  for (const [depth, name] of names.entries()) {
    const existing = await findChildNamed(ctx.services.db, current.id, name);
    if (existing) {
      current = found(await reachedFolder(ctx, existing.id), 'folder', 'path').folder;
      mayMake = false;
      continue;
    }
    if (!input.recursive) throw appError('NOT_FOUND', { field: 'path', entity: 'folder' });
    if (!mayMake) await mayMakeIn(ctx, current);
    const key = clientMutationId && `${clientMutationId}/${depth}`;
    current = await madeOrFound(ctx, current, name, { actorId, key, clientMutationId });
    mayMake = true;
  }
  if (!mayMake) await mayMakeIn(ctx, current);
  return current;
}

/** Edit on the folder a child is made in. */
async function mayMakeIn(ctx: RequestContext, folder: FolderRow) {
  const reached = found(await reachedFolder(ctx, folder.id), 'folder', 'path');
  allow(folderAllowedTo(ctx.viewer, reached.access, reached.path).edit);
}

/** The ids a folder made along the path takes: its own follows the request's clientMutationId. */
interface MakeIds {
  actorId: string;
  key: string | null;
  clientMutationId: string | null;
}

/** The folder made, or the one someone made meanwhile under the same name. */
async function madeOrFound(ctx: RequestContext, parent: FolderRow, name: string, ids: MakeIds) {
  const folderId = newId('folder', ids.actorId, ids.key);
  const command = { type: 'CreateFolder' as const, folderId, name, parent };
  try {
    await decideFor(ctx, folderCommands, folderId, command, ids.clientMutationId);
    return written(await ctx.loaders.folder.load(folderId));
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'NAME_CONFLICT') throw error;
    const meanwhile = await findChildNamed(ctx.services.db, parent.id, name);
    if (!meanwhile) throw error;
    return found(await reachedFolder(ctx, meanwhile.id), 'folder', 'path').folder;
  }
}
