import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow, found, signedIn } from '../access.ts';
import { canDefineCustomFields } from '../policy.ts';
import { reachedWorkspace } from '../workspaces/workspace.access.ts';

/**
 * The workspace whose custom fields a call defines, when the viewer may see it (else NOT_FOUND
 * as `entity`, naming `field`) and define its fields (else FORBIDDEN).
 */
async function definingIn(ctx: RequestContext, workspaceId: string, entity: string, field: string) {
  signedIn(ctx);
  const reached = found(await reachedWorkspace(ctx, workspaceId), entity, field);
  allow(canDefineCustomFields(ctx.viewer, reached.access));
  return reached.workspace;
}

/** The workspace a call defines fields in, by its global id. */
export function definingWorkspace(ctx: RequestContext, globalId: string) {
  const { id } = fromGlobalId(globalId, { type: 'Workspace', field: 'workspaceId' });
  return definingIn(ctx, id, 'workspace', 'workspaceId');
}

/**
 * The field a call names and its workspace, for one who may define the workspace's fields; a
 * field of a workspace out of reach answers as one that is not there.
 */
export async function definedField(ctx: RequestContext, globalId: string) {
  signedIn(ctx);
  const { id } = fromGlobalId(globalId, { type: 'CustomField', field: 'id' });
  const field = found(await ctx.loaders.customField.load(id), 'customField');
  const workspace = await definingIn(ctx, field.workspaceId, 'customField', 'id');
  return { field, workspace };
}

/** The custom fields of a project's workspace, in their order. */
export async function fieldsOfProject(ctx: RequestContext, projectId: string) {
  const project = await ctx.loaders.project.load(projectId);
  return project ? ctx.loaders.customFieldsOf.load(project.workspaceId) : [];
}

/** `node(id)` for a CustomField: whoever sees its workspace. */
export async function customFieldNode(ctx: RequestContext, id: string) {
  const field = await ctx.loaders.customField.load(id);
  return field && (await reachedWorkspace(ctx, field.workspaceId)) ? field : null;
}
