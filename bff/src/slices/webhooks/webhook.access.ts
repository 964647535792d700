import { appError } from '../../errors.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow, found } from '../access.ts';
import { canManageWebhooks, machineReaches, type WorkspaceAccess } from '../policy.ts';
import { reachedWorkspace } from '../workspaces/workspace.access.ts';
import type { WebhookRow } from './webhook.queries.ts';

/**
 * The caller's place in a workspace for its webhooks: null when it is out of their reach (a
 * person who may not see it, a machine whose token does not reach it), else whether they manage
 * its webhooks. Only people and machines come here: a share link's visitor is UNAUTHENTICATED.
 */
async function placeIn(ctx: RequestContext, workspaceId: string) {
  const { viewer, machine } = ctx;
  if (!viewer && !machine) throw appError('UNAUTHENTICATED');
  let access: WorkspaceAccess = { isAdmin: false, seesProject: false };
  if (machine) {
    if (!machineReaches(machine, workspaceId)) return null;
    if (!(await ctx.loaders.workspace.load(workspaceId))) return null;
  } else {
    const reached = await reachedWorkspace(ctx, workspaceId);
    if (!reached) return null;
    access = reached.access;
  }
  return { manages: canManageWebhooks({ viewer, machine }, workspaceId, access) };
}

/**
 * The workspace whose webhooks a call names, when the caller may manage them: NOT_FOUND for a
 * workspace out of their reach, FORBIDDEN for one they may only see.
 */
export async function webhooksOf(ctx: RequestContext, globalId: string): Promise<string> {
  const { id } = fromGlobalId(globalId, { type: 'Workspace', field: 'workspaceId' });
  const place = found(await placeIn(ctx, id), 'workspace', 'workspaceId');
  allow(place.manages);
  return id;
}

/** A webhook the caller may manage, or null: nobody else sees one. */
export async function managedWebhook(
  ctx: RequestContext,
  webhookId: string,
): Promise<WebhookRow | null> {
  const webhook = await ctx.loaders.webhook.load(webhookId);
  if (!webhook) return null;
  const place = await placeIn(ctx, webhook.workspaceId);
  return place?.manages ? webhook : null;
}

/** The webhook a call names (`field` its argument), when the caller may manage it; else NOT_FOUND. */
export async function namedWebhook(ctx: RequestContext, globalId: string, field = 'id') {
  const { id } = fromGlobalId(globalId, { type: 'Webhook', field });
  return found(await managedWebhook(ctx, id), 'webhook', field);
}
