import {
  type Decider,
  DomainError,
  type WebhookDisableReason,
  type WebhookEvent,
} from '@rushes/events';
import { webhookDescription, webhookEventTypes, webhookUrl } from './webhook-settings.ts';

/** A workspace's new webhook: where it delivers, what, and what it is for. */
export interface CreateWebhook {
  type: 'CreateWebhook';
  webhookId: string;
  workspaceId: string;
  url: string;
  eventTypes: readonly string[];
  description: string;
}

/** New settings; an absent one stays as it is. */
export interface UpdateWebhook {
  type: 'UpdateWebhook';
  webhookId: string;
  url?: string | null;
  eventTypes?: readonly string[] | null;
  description?: string | null;
}

/** A new secret was made; the previous one signs too until `previousValidUntil`. */
export interface RotateWebhookSecret {
  type: 'RotateWebhookSecret';
  webhookId: string;
  previousValidUntil: Date;
}

export interface DisableWebhook {
  type: 'DisableWebhook';
  webhookId: string;
  reason: WebhookDisableReason;
}

export interface EnableWebhook {
  type: 'EnableWebhook';
  webhookId: string;
}

export interface DeleteWebhook {
  type: 'DeleteWebhook';
  webhookId: string;
}

export type WebhookCommand =
  | CreateWebhook
  | UpdateWebhook
  | RotateWebhookSecret
  | DisableWebhook
  | EnableWebhook
  | DeleteWebhook;

interface Settings {
  url: string;
  eventTypes: string[];
  description: string;
}

export type WebhookState =
  | { status: 'none' }
  | ({ status: 'live'; workspaceId: string; enabled: boolean } & Settings)
  | { status: 'deleted' };

type Live = Extract<WebhookState, { status: 'live' }>;

const notFound = () => new DomainError('NOT_FOUND', { field: 'id', entity: 'webhook' });

/** The settings asked for, checked; absent ones are `current`'s. */
function settingsOf(
  asked: {
    url?: string | null;
    eventTypes?: readonly string[] | null;
    description?: string | null;
  },
  current: Settings,
): Settings | DomainError {
  const url = asked.url == null ? current.url : webhookUrl(asked.url);
  if (url instanceof DomainError) return url;
  const eventTypes =
    asked.eventTypes == null ? current.eventTypes : webhookEventTypes(asked.eventTypes);
  if (eventTypes instanceof DomainError) return eventTypes;
  const description =
    asked.description == null ? current.description : webhookDescription(asked.description);
  if (description instanceof DomainError) return description;
  return { url, eventTypes, description };
}

function create(command: CreateWebhook, state: WebhookState) {
  if (state.status !== 'none') return [];
  const settings = settingsOf(command, { url: '', eventTypes: [], description: '' });
  if (settings instanceof DomainError) return settings;
  const { webhookId: id, workspaceId } = command;
  return [{ type: 'webhook.created' as const, data: { id, workspaceId, ...settings } }];
}

function update(command: UpdateWebhook, state: Live) {
  const settings = settingsOf(command, state);
  if (settings instanceof DomainError) return settings;
  const same =
    settings.url === state.url &&
    settings.description === state.description &&
    settings.eventTypes.join() === state.eventTypes.join();
  if (same) return [];
  const data = { id: command.webhookId, workspaceId: state.workspaceId, ...settings };
  return [{ type: 'webhook.updated' as const, data }];
}

function decide(command: WebhookCommand, state: WebhookState) {
  if (command.type === 'CreateWebhook') return create(command, state);
  if (state.status !== 'live') return notFound();
  const ids = { id: command.webhookId, workspaceId: state.workspaceId };
  switch (command.type) {
    case 'UpdateWebhook':
      return update(command, state);
    case 'RotateWebhookSecret': {
      const previousValidUntil = command.previousValidUntil.toISOString();
      return [{ type: 'webhook.secret_rotated' as const, data: { ...ids, previousValidUntil } }];
    }
    case 'DisableWebhook':
      if (!state.enabled) return [];
      return [{ type: 'webhook.disabled' as const, data: { ...ids, reason: command.reason } }];
    case 'EnableWebhook':
      return state.enabled ? [] : [{ type: 'webhook.enabled' as const, data: ids }];
    case 'DeleteWebhook':
      return [{ type: 'webhook.deleted' as const, data: ids }];
  }
}

/**
 * A workspace's webhook (stream `webhook.<id>`): made, changed, its secret rotated, disabled and
 * enabled again, deleted for good. A second disable or enable changes nothing.
 */
export const webhookDecider: Decider<WebhookCommand, WebhookState, WebhookEvent> = {
  initialState: { status: 'none' },
  decide,
  evolve(state, event) {
    switch (event.type) {
      case 'webhook.created': {
        const { workspaceId, url, eventTypes, description } = event.data;
        return { status: 'live', workspaceId, enabled: true, url, eventTypes, description };
      }
      case 'webhook.updated': {
        if (state.status !== 'live') return state;
        const { url, eventTypes, description } = event.data;
        return { ...state, url, eventTypes, description };
      }
      case 'webhook.disabled':
        return state.status === 'live' ? { ...state, enabled: false } : state;
      case 'webhook.enabled':
        return state.status === 'live' ? { ...state, enabled: true } : state;
      case 'webhook.deleted':
        return { status: 'deleted' };
      case 'webhook.secret_rotated':
        return state;
    }
  },
};
