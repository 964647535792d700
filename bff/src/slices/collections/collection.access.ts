import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow, found, signedIn } from '../access.ts';
import { canEditCollections, canSeeCollections, collectionShareRights } from '../policy.ts';
import { reachedProject } from '../projects/project.access.ts';

/** Whether the viewer sees a project's collections, with their place in the project. */
export async function collectionsOfProject(ctx: RequestContext, projectId: string) {
  const reached = await reachedProject(ctx, projectId);
  return reached && canSeeCollections(ctx.viewer, reached.access) ? reached : null;
}

/** A collection the viewer sees, with its project and the viewer's place there. */
export async function visibleCollection(ctx: RequestContext, collectionId: string) {
  const collection = await ctx.loaders.collection.load(collectionId);
  const reached = collection && (await collectionsOfProject(ctx, collection.projectId));
  return reached ? { collection, ...reached } : null;
}

/** The viewer's rights on a collection (none on one out of reach). */
export async function collectionRights(ctx: RequestContext, collectionId: string) {
  const seen = await visibleCollection(ctx, collectionId);
  if (!seen) return { edit: false, delete: false, share: false, download: false };
  const edit = canEditCollections(ctx.viewer, seen.access);
  return { edit, delete: edit, ...collectionShareRights(ctx.viewer, seen.access) };
}

/**
 * The project a call makes a collection in: NOT_FOUND when the viewer may not see it, FORBIDDEN
 * when they see it without editing it.
 */
export async function projectForCollections(ctx: RequestContext, globalId: string) {
  signedIn(ctx);
  const { id } = fromGlobalId(globalId, { type: 'Project', field: 'projectId' });
  const reached = found(await collectionsOfProject(ctx, id), 'project', 'projectId');
  allow(canEditCollections(ctx.viewer, reached.access));
  return reached.project;
}

/** The collection a call changes: NOT_FOUND out of reach, FORBIDDEN without edit. */
export async function collectionToChange(ctx: RequestContext, globalId: string) {
  signedIn(ctx);
  const { id } = fromGlobalId(globalId, { type: 'Collection', field: 'id' });
  const seen = found(await visibleCollection(ctx, id), 'collection');
  allow(canEditCollections(ctx.viewer, seen.access));
  return seen;
}

/** `node(id)` for a Collection: only one the viewer sees. */
export const collectionNode = async (ctx: RequestContext, id: string) =>
  (await visibleCollection(ctx, id))?.collection ?? null;
