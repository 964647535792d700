import { randomUUID } from 'node:crypto';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationCreateWebhookArgs,
  MutationDeleteWebhookArgs,
  MutationDisableWebhookArgs,
  MutationEnableWebhookArgs,
  MutationRotateWebhookSecretArgs,
  MutationUpdateWebhookArgs,
  QueryWebhooksArgs,
} from '../../graphql/schema-types.generated.ts';
import { decideFor, type RequestContext } from '../../request-context.ts';
import { written } from '../access.ts';
import { canReadEventTypes } from '../policy.ts';
import { createAddressGuard, literalRefusal } from './address-guard.ts';
import { clearHealth, forgetWebhook } from './delivery.queries.ts';
import { managedWebhook, namedWebhook, webhooksOf } from './webhook.access.ts';
import { webhookCommands } from './webhook.binding.ts';
import { listWebhooks, type WebhookRow } from './webhook.queries.ts';
import { webhookSecretsOf } from './webhook-deliveries.ts';
import { webhookEventTypes } from './webhook-event-types.ts';

type Ctx = MercuriusContext;

/**
 * A URL whose host is an address (or `localhost`) deliveries may not go to is refused at once;
 * a host name is checked where it resolves, at each delivery.
 */
function refuseLiteralTarget(ctx: Ctx, url: string | null | undefined) {
  if (url == null || !URL.canParse(url.trim())) return; // the decider words what is wrong
  const guard = createAddressGuard(ctx.services.config.webhookAllowPrivate);
  const kind = literalRefusal(new URL(url.trim()), guard);
  if (kind) throw appError('VALIDATION_FAILED', { field: 'url', rule: 'address', kind });
}

const writtenWebhook = async (ctx: Ctx, id: string) => written(await ctx.loaders.webhook.load(id));

/**
 * A new webhook and its secret, shown this once. The secret is kept (sealed) before the webhook
 * exists, so no delivery ever lacks it; a refused command forgets it. Each call makes a webhook
 * of its own, whatever its `clientMutationId`: a retry cannot be shown a secret kept nowhere.
 */
async function createWebhook(_root: unknown, { input }: MutationCreateWebhookArgs, ctx: Ctx) {
  const workspaceId = await webhooksOf(ctx, input.workspaceId);
  refuseLiteralTarget(ctx, input.url);
  const webhookId = randomUUID();
  const secret = await webhookSecretsOf(ctx.services).issue(webhookId, new Date());
  const { url, eventTypes, description } = input;
  const command = {
    type: 'CreateWebhook' as const,
    webhookId,
    workspaceId,
    url,
    eventTypes,
    description: description ?? '',
  };
  try {
    await decideFor(ctx, webhookCommands, webhookId, command);
  } catch (error) {
    await forgetWebhook(ctx.services.db, webhookId);
    throw error;
  }
  const webhook = await writtenWebhook(ctx, webhookId);
  return { secret, webhook, clientMutationId: input.clientMutationId ?? null };
}

async function updateWebhook(_root: unknown, { input }: MutationUpdateWebhookArgs, ctx: Ctx) {
  const { id: webhookId } = await namedWebhook(ctx, input.id);
  refuseLiteralTarget(ctx, input.url);
  const { url, eventTypes, description, clientMutationId } = input;
  const command = { type: 'UpdateWebhook' as const, webhookId, url, eventTypes, description };
  await decideFor(ctx, webhookCommands, webhookId, command, clientMutationId);
  return {
    webhook: await writtenWebhook(ctx, webhookId),
    clientMutationId: clientMutationId ?? null,
  };
}

/** The new secret signs from now; the one it replaces too for 24 hours. */
async function rotateWebhookSecret(
  _root: unknown,
  { input }: MutationRotateWebhookSecretArgs,
  ctx: Ctx,
) {
  const { id: webhookId } = await namedWebhook(ctx, input.id);
  const rotated = await webhookSecretsOf(ctx.services).rotate(webhookId, new Date());
  const { previousValidUntil } = rotated;
  await decideFor(ctx, webhookCommands, webhookId, {
    type: 'RotateWebhookSecret',
    webhookId,
    previousValidUntil,
  });
  return {
    secret: rotated.secret,
    previousSecretValidUntil: previousValidUntil,
    webhook: await writtenWebhook(ctx, webhookId),
    clientMutationId: input.clientMutationId ?? null,
  };
}

async function disableWebhook(_root: unknown, { input }: MutationDisableWebhookArgs, ctx: Ctx) {
  const { id: webhookId } = await namedWebhook(ctx, input.id);
  const command = { type: 'DisableWebhook' as const, webhookId, reason: 'manual' as const };
  await decideFor(ctx, webhookCommands, webhookId, command, input.clientMutationId);
  const webhook = await writtenWebhook(ctx, webhookId);
  return { webhook, clientMutationId: input.clientMutationId ?? null };
}

/** Enabled again, the endpoint starts with a clean record: its 3 days of failures start anew. */
async function enableWebhook(_root: unknown, { input }: MutationEnableWebhookArgs, ctx: Ctx) {
  const { id: webhookId } = await namedWebhook(ctx, input.id);
  const command = { type: 'EnableWebhook' as const, webhookId };
  await decideFor(ctx, webhookCommands, webhookId, command, input.clientMutationId);
  await clearHealth(ctx.services.db, webhookId);
  const webhook = await writtenWebhook(ctx, webhookId);
  return { webhook, clientMutationId: input.clientMutationId ?? null };
}

async function deleteWebhook(_root: unknown, { input }: MutationDeleteWebhookArgs, ctx: Ctx) {
  const { id: webhookId } = await namedWebhook(ctx, input.id);
  const command = { type: 'DeleteWebhook' as const, webhookId };
  await decideFor(ctx, webhookCommands, webhookId, command, input.clientMutationId);
  await forgetWebhook(ctx.services.db, webhookId);
  const deletedWebhookId = toGlobalId('Webhook', webhookId);
  return { deletedWebhookId, clientMutationId: input.clientMutationId ?? null };
}

const reasons = { manual: 'MANUAL', failing: 'FAILING', gone: 'GONE' } as const;

export const webhookResolvers = {
  Query: {
    webhookEventTypes(_root: unknown, _args: unknown, ctx: Ctx) {
      if (!canReadEventTypes(ctx)) throw appError('UNAUTHENTICATED');
      return webhookEventTypes;
    },
    async webhooks(_root: unknown, args: QueryWebhooksArgs, ctx: Ctx) {
      return listWebhooks(ctx.services.db, await webhooksOf(ctx, args.workspaceId));
    },
  },
  Mutation: {
    createWebhook,
    updateWebhook,
    rotateWebhookSecret,
    disableWebhook,
    enableWebhook,
    deleteWebhook,
  },
  Webhook: {
    id: (webhook: WebhookRow) => toGlobalId('Webhook', webhook.id),
    workspace: (webhook: WebhookRow, _args: unknown, ctx: Ctx) =>
      ctx.loaders.workspace.load(webhook.workspaceId),
    isEnabled: (webhook: WebhookRow) => webhook.enabled,
    disabledReason: (webhook: WebhookRow) =>
      webhook.disabledReason ? reasons[webhook.disabledReason as keyof typeof reasons] : null,
    failingSince: (webhook: WebhookRow, _args: unknown, ctx: Ctx) =>
      ctx.loaders.webhookFailingSince.load(webhook.id),
    lastDelivery: (webhook: WebhookRow, _args: unknown, ctx: Ctx) =>
      ctx.loaders.webhookLastDelivery.load(webhook.id),
  },
} satisfies IResolvers;

/** `node(id)` for a Webhook: to those who manage it. */
export const webhookNode = (ctx: RequestContext, id: string) => managedWebhook(ctx, id);
