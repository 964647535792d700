import { type WorkspaceImageKind, workspaceImageKinds } from '@rushes/events';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationConfirmWorkspaceImageArgs,
  MutationRemoveWorkspaceImagesArgs,
  UploadWorkspaceImageInput,
} from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { confirmImageUpload, requestImageUpload } from '../images/image-storage.ts';
import { readImageUploadId } from '../images/image-upload.ts';
import { workspaceWith, writtenWorkspace } from './workspace.access.ts';
import { workspaceCommands } from './workspace.binding.ts';

type Ctx = MercuriusContext;

/** Starts the upload of a logo or poster; nothing is appended until the file is confirmed. */
const requestUpload =
  (kind: WorkspaceImageKind) =>
  async (_root: unknown, { input }: { input: UploadWorkspaceImageInput }, ctx: Ctx) => {
    const { id: ownerId } = await workspaceWith(ctx, input.id, 'upload');
    const upload = await requestImageUpload(ctx, { ...input, owner: 'workspace', ownerId, kind });
    return { upload, clientMutationId: input.clientMutationId ?? null };
  };

/** Puts an uploaded image in place once its bytes show it is the type it was declared as. */
async function confirmWorkspaceImage(
  _root: unknown,
  { input }: MutationConfirmWorkspaceImageArgs,
  ctx: Ctx,
) {
  const upload = readImageUploadId(input.uploadId, 'workspace', workspaceImageKinds);
  const workspaceId = upload.ownerId;
  await workspaceWith(ctx, toGlobalId('Workspace', workspaceId), 'upload');
  const storageKey = await confirmImageUpload(ctx, upload, input.etag);
  const command = {
    type: 'SetWorkspaceImage' as const,
    workspaceId,
    kind: upload.kind,
    storageKey,
    contentType: upload.contentType,
  };
  await decideFor(ctx, workspaceCommands, workspaceId, command, input.clientMutationId);
  const workspace = await writtenWorkspace(ctx, workspaceId);
  return { workspace, clientMutationId: input.clientMutationId ?? null };
}

async function removeWorkspaceImages(
  _root: unknown,
  { input }: MutationRemoveWorkspaceImagesArgs,
  ctx: Ctx,
) {
  const { id: workspaceId } = await workspaceWith(ctx, input.id, 'upload');
  const kinds = (['logo', 'projectPoster'] as const).filter((kind) => input[kind] === true);
  if (kinds.length === 0) throw appError('VALIDATION_FAILED', { field: 'logo', rule: 'required' });
  for (const kind of kinds) {
    const key = input.clientMutationId ? `${input.clientMutationId}:${kind}` : null;
    const command = { type: 'RemoveWorkspaceImage' as const, workspaceId, kind };
    await decideFor(ctx, workspaceCommands, workspaceId, command, key);
  }
  const workspace = await writtenWorkspace(ctx, workspaceId);
  return { workspace, clientMutationId: input.clientMutationId ?? null };
}

export const workspaceImageResolvers = {
  Mutation: {
    uploadWorkspaceLogo: requestUpload('logo'),
    uploadWorkspaceProjectPoster: requestUpload('projectPoster'),
    confirmWorkspaceImage,
    removeWorkspaceImages,
  },
} satisfies IResolvers;
