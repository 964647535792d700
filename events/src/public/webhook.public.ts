import { Type } from '@sinclair/typebox';
import {
  webhookCreated,
  webhookDeleted,
  webhookDisabled,
  webhookDisableReasons,
  webhookEnabled,
  webhookSecretRotated,
  webhookUpdated,
} from '../catalogue/webhook.events.ts';
import { publicEvent } from './public-event.ts';
import { id, oneOf, shape } from './public-schemas.ts';
import { subjects } from './subjects.ts';

const webhookId = id('The webhook.');
const workspaceId = id('The workspace whose events it receives.');

/**
 * Where a webhook delivers, as far as the public may know: its URL's scheme, host and port. A
 * receiver's path and query often hold a secret of its own (a token in the path), so they stay
 * inside Rushes.
 */
const endpoint = Type.String({
  minLength: 1,
  description: "The receiver's origin: scheme, host and port, without path or query.",
});
const endpointOf = (url: string) => new URL(url).origin;

const settings = (description: string) =>
  shape(description, {
    webhookId,
    workspaceId,
    endpoint,
    eventTypes: Type.Array(Type.String({ minLength: 1 }), {
      description: 'The CloudEvents types it receives (`io.rushes.<name>`, or one version).',
    }),
    description: Type.String({ description: 'What it is for, as its managers wrote it.' }),
  });

type Settings = { id: string; workspaceId: string; url: string; eventTypes: string[] };
const settingsData = ({
  id,
  workspaceId,
  url,
  eventTypes,
  description,
}: Settings & { description: string }) => ({
  webhookId: id,
  workspaceId,
  endpoint: endpointOf(url),
  eventTypes,
  description,
});

const owned = {
  subject: ({ id }: { id: string }) => subjects.webhook(id),
  owner: ({ workspaceId }: { workspaceId: string }) => ({ workspace: workspaceId }),
};

/**
 * A workspace's webhooks, without their secrets or their receivers' paths: an audit reads where
 * the workspace's events were sent, from when, and when that stopped.
 */
export const webhookDecisions = [
  publicEvent(webhookCreated, {
    name: 'webhook.created',
    summary: "A webhook was made: the workspace's events of some types go to an endpoint.",
    versions: { 1: settings('A new webhook: where it delivers and what (never its secret).') },
    data: settingsData,
    ...owned,
  }),
  publicEvent(webhookUpdated, {
    name: 'webhook.updated',
    summary: "A webhook's endpoint, event types or description changed.",
    versions: { 1: settings('The webhook as it now is.') },
    data: settingsData,
    ...owned,
  }),
  publicEvent(webhookSecretRotated, {
    name: 'webhook.secret_rotated',
    summary: 'A webhook has a new signing secret; the previous one signs too for a while.',
    versions: {
      1: shape('The webhook, and until when its previous secret still signs.', {
        webhookId,
        workspaceId,
        previousValidUntil: Type.String({
          minLength: 1,
          description: 'Until when deliveries carry a signature by the previous secret (ISO 8601).',
        }),
      }),
    },
    data: ({ id, workspaceId, previousValidUntil }) => ({
      webhookId: id,
      workspaceId,
      previousValidUntil,
    }),
    ...owned,
  }),
  publicEvent(webhookDisabled, {
    name: 'webhook.disabled',
    summary: 'A webhook stopped delivering: disabled by someone, or by Rushes for its endpoint.',
    versions: {
      1: shape('The webhook, and why it stopped.', {
        webhookId,
        workspaceId,
        reason: oneOf(
          webhookDisableReasons,
          'manual: someone disabled it; failing: its endpoint failed for 3 days; gone: it answered 410.',
        ),
      }),
    },
    data: ({ id, workspaceId, reason }) => ({ webhookId: id, workspaceId, reason }),
    ...owned,
  }),
  publicEvent(webhookEnabled, {
    name: 'webhook.enabled',
    summary: 'A webhook delivers again.',
    versions: { 1: shape('The webhook enabled.', { webhookId, workspaceId }) },
    data: ({ id, workspaceId }) => ({ webhookId: id, workspaceId }),
    ...owned,
  }),
  publicEvent(webhookDeleted, {
    name: 'webhook.deleted',
    summary: 'A webhook was deleted.',
    versions: { 1: shape('The webhook deleted.', { webhookId, workspaceId }) },
    data: ({ id, workspaceId }) => ({ webhookId: id, workspaceId }),
    ...owned,
  }),
];
