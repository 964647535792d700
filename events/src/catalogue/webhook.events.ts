import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });

/** An http(s) URL the webhook's deliveries go to (checked by the BFF when it is set). */
const url = Type.String({ pattern: '^https?://\\S+$' });

/**
 * The CloudEvents types it receives: `io.rushes.<name>` for every version, or
 * `io.rushes.<name>.v<n>` for one. A pattern, not the living list, so a type retired later reads.
 */
const eventTypes = Type.Array(Type.String({ pattern: '^io\\.rushes\\.[a-z_.]+[a-z0-9]$' }), {
  minItems: 1,
});

const settings = { url, eventTypes, description: Type.String() };

/**
 * A workspace's webhook was created (stream `webhook.<id>`): where its deliveries go and which
 * public events it receives. Its signing secret is never here: the BFF keeps it sealed, apart.
 */
export const webhookCreated = defineEvent('webhook.created', {
  versions: { 1: Type.Object({ id, workspaceId: id, ...settings }) },
});

/** The webhook's URL, event types and description, all three as they now are. */
export const webhookUpdated = defineEvent('webhook.updated', {
  versions: { 1: Type.Object({ id, workspaceId: id, ...settings }) },
});

/**
 * The webhook has a new signing secret; the previous one still signs its deliveries until
 * `previousValidUntil` (ISO 8601), so its receiver can change over without a gap.
 */
export const webhookSecretRotated = defineEvent('webhook.secret_rotated', {
  versions: {
    1: Type.Object({ id, workspaceId: id, previousValidUntil: Type.String({ minLength: 1 }) }),
  },
});

/**
 * Why a webhook stopped: someone disabled it (`manual`), its endpoint kept failing for days
 * (`failing`), or answered 410 Gone (`gone`).
 */
export const webhookDisableReasons = ['manual', 'failing', 'gone'] as const;

/** Nothing is delivered to the webhook until it is enabled again. */
export const webhookDisabled = defineEvent('webhook.disabled', {
  versions: {
    1: Type.Object({
      id,
      workspaceId: id,
      reason: Type.Union(webhookDisableReasons.map((reason) => Type.Literal(reason))),
    }),
  },
});

/** The webhook receives its events again, from this point of the log on. */
export const webhookEnabled = defineEvent('webhook.enabled', {
  versions: { 1: Type.Object({ id, workspaceId: id }) },
});

/** The webhook is gone for good, with its deliveries. */
export const webhookDeleted = defineEvent('webhook.deleted', {
  versions: { 1: Type.Object({ id, workspaceId: id }) },
});

export type WebhookCreated = EventOf<typeof webhookCreated>;
export type WebhookUpdated = EventOf<typeof webhookUpdated>;
export type WebhookSecretRotated = EventOf<typeof webhookSecretRotated>;
export type WebhookDisabled = EventOf<typeof webhookDisabled>;
export type WebhookEnabled = EventOf<typeof webhookEnabled>;
export type WebhookDeleted = EventOf<typeof webhookDeleted>;
export type WebhookEvent =
  | WebhookCreated
  | WebhookUpdated
  | WebhookSecretRotated
  | WebhookDisabled
  | WebhookEnabled
  | WebhookDeleted;
export type WebhookDisableReason = (typeof webhookDisableReasons)[number];
