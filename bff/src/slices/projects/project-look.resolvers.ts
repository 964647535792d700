import { defaultOverlay, defaultWatermarks, type WatermarkSettings } from '@rushes/rules';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { toGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationConfirmProjectOverlayArgs,
  MutationUpdateProjectLookArgs,
  MutationUploadProjectOverlayArgs,
} from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { confirmImageUpload, requestImageUpload } from '../images/image-storage.ts';
import { readImageUploadId } from '../images/image-upload.ts';
import { signedGetUrl } from '../signed-urls.ts';
import { projectToChange } from './project.access.ts';
import { projectCommands } from './project.binding.ts';
import { changed } from './project.mutations.ts';
import type { ProjectRow } from './project.queries.ts';
import { overlayOf, watermarksOf } from './project-watermarks.ts';

type Ctx = MercuriusContext;

/** The Watermarks tab's autosave: the settings that changed become events. */
async function updateProjectLook(
  _root: unknown,
  { input }: MutationUpdateProjectLookArgs,
  ctx: Ctx,
) {
  const { project } = await projectToChange(ctx, input.id, 'edit');
  const command = {
    type: 'ChangeProjectLook' as const,
    projectId: project.id,
    watermarks: (input.watermarks ?? undefined) as WatermarkSettings | undefined,
    overlay: input.overlay ?? undefined,
  };
  await decideFor(ctx, projectCommands, project.id, command, input.clientMutationId);
  return changed(ctx, project.id, input.clientMutationId);
}

/** Starts the upload of the overlay image; nothing is appended until the file is confirmed. */
async function uploadProjectOverlay(
  _root: unknown,
  { input }: MutationUploadProjectOverlayArgs,
  ctx: Ctx,
) {
  const { project } = await projectToChange(ctx, input.id, 'edit');
  const request = { ...input, owner: 'project' as const, ownerId: project.id, kind: 'overlay' };
  const upload = await requestImageUpload(ctx, request);
  return { upload, clientMutationId: input.clientMutationId ?? null };
}

/** Makes the uploaded image the overlay once its bytes show its declared type. */
async function confirmProjectOverlay(
  _root: unknown,
  { input }: MutationConfirmProjectOverlayArgs,
  ctx: Ctx,
) {
  const upload = readImageUploadId(input.uploadId, 'project', ['overlay']);
  const { project } = await projectToChange(ctx, toGlobalId('Project', upload.ownerId), 'edit');
  const storageKey = await confirmImageUpload(ctx, upload, input.etag);
  const command = {
    type: 'SetProjectOverlayImage' as const,
    projectId: project.id,
    storageKey,
    contentType: upload.contentType,
  };
  await decideFor(ctx, projectCommands, project.id, command, input.clientMutationId);
  return changed(ctx, project.id, input.clientMutationId);
}

export const projectLookResolvers = {
  Mutation: { updateProjectLook, uploadProjectOverlay, confirmProjectOverlay },
  Project: {
    watermarks: (project: ProjectRow) =>
      project.watermarks
        ? watermarksOf(project.watermarks as WatermarkSettings)
        : defaultWatermarks,
    async overlay(project: ProjectRow, _args: unknown, ctx: Ctx) {
      const settings = project.overlay ? overlayOf(project.overlay) : defaultOverlay;
      const key = project.overlayImageKey;
      return { ...settings, image: key ? { url: await signedGetUrl(ctx, key) } : null };
    },
  },
} satisfies IResolvers;
