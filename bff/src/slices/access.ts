import { appError } from '../errors.ts';
import type { GraphQLContext, Viewer } from '../graphql/context.ts';
import { fromGlobalId } from '../graphql/global-id.ts';
import { loadersOf } from './loaders.ts';
import { canSeeProject } from './policy.ts';

/** The signed-in viewer; a request without one is UNAUTHENTICATED. */
export function signedIn(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw appError('UNAUTHENTICATED');
  return ctx.viewer;
}

/** Goes on only when the policy allows; otherwise FORBIDDEN. */
export function allow(allowed: boolean): void {
  if (!allowed) throw appError('FORBIDDEN');
}

/** The id inside a global id of `type`; an empty one is null (the caller named nothing). */
export const optionalId = (globalId: string, type: string, field: string): string | null =>
  globalId.trim() === '' ? null : fromGlobalId(globalId, { type, field }).id;

/** A project the viewer may see, or null when there is none they may see. */
export async function visibleProject(ctx: GraphQLContext, projectId: string) {
  const project = await loadersOf(ctx).project.load(projectId);
  return project && canSeeProject(ctx.viewer, project) ? project : null;
}

/** A folder with its project, when the viewer may see that project. */
export async function visibleFolder(ctx: GraphQLContext, folderId: string) {
  const folder = await loadersOf(ctx).folder.load(folderId);
  const project = folder && (await visibleProject(ctx, folder.projectId));
  return folder && project ? { folder, project } : null;
}

/** The row a mutation just wrote; missing only when its read model fell behind the wait. */
export function written<Row>(row: Row | undefined): Row {
  if (!row) throw appError('SERVICE_UNAVAILABLE', { reason: 'read model behind' });
  return row;
}
