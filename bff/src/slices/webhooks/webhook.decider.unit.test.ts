import type { WebhookCreated } from '@rushes/events';
import { deciderSpec } from '@rushes/events/testing';
import { describe, it } from 'vitest';
import { type CreateWebhook, webhookDecider } from './webhook.decider.ts';

const spec = deciderSpec(webhookDecider);
const ids = { id: 'w1', workspaceId: 'ws1' };

const create = (overrides: Partial<CreateWebhook> = {}): CreateWebhook => ({
  type: 'CreateWebhook',
  webhookId: 'w1',
  workspaceId: 'ws1',
  url: ' https://hooks.example.com/in#top ',
  eventTypes: ['io.rushes.comment.added', ' io.rushes.comment.added', 'io.rushes.asset.created.v1'],
  description: ' Bin sync ',
  ...overrides,
});

const created: WebhookCreated = {
  type: 'webhook.created',
  data: {
    ...ids,
    url: 'https://hooks.example.com/in',
    eventTypes: ['io.rushes.comment.added', 'io.rushes.asset.created.v1'],
    description: 'Bin sync',
  },
};
const disabled = { type: 'webhook.disabled' as const, data: { ...ids, reason: 'manual' as const } };

describe('creating a webhook', () => {
  it('keeps its URL, each event type once and its description, trimmed', () => {
    spec.when(create()).then([created]);
  });

  it('is made once: a retry changes nothing', () => {
    spec.given([created]).when(create()).thenNothing();
  });

  it.each([
    ['ftp://hooks.example.com/', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['not a url', 'url'],
    [' ', 'required'],
    ['https://user:secret@hooks.example.com/', 'credentials'],
    [`https://hooks.example.com/${'a'.repeat(2000)}`, 'maxLength'],
  ])('refuses the URL %s (%s)', (url, rule) => {
    spec.when(create({ url })).thenRejects('VALIDATION_FAILED', { field: 'url', rule });
  });

  it('refuses no event type, or one the public catalogue does not have', () => {
    spec.when(create({ eventTypes: [' '] })).thenRejects('VALIDATION_FAILED', {
      field: 'eventTypes',
      rule: 'required',
    });
    spec.when(create({ eventTypes: ['io.rushes.job.started'] })).thenRejects('VALIDATION_FAILED', {
      field: 'eventTypes',
      rule: 'type',
      type: 'io.rushes.job.started',
    });
  });
});

describe('changing a webhook', () => {
  it('records all its settings as they now are, keeping those not given', () => {
    spec
      .given([created])
      .when({ type: 'UpdateWebhook', webhookId: 'w1', url: 'http://hooks.example.com:8080/x' })
      .then([
        {
          type: 'webhook.updated',
          data: { ...created.data, url: 'http://hooks.example.com:8080/x' },
        },
      ]);
  });

  it('changes nothing when nothing differs', () => {
    spec
      .given([created])
      .when({ type: 'UpdateWebhook', webhookId: 'w1', description: 'Bin sync ' })
      .thenNothing();
  });

  it('rotates its secret, saying until when the previous one signs', () => {
    const previousValidUntil = new Date('2026-12-12T10:00:00.000Z');
    spec
      .given([created])
      .when({ type: 'RotateWebhookSecret', webhookId: 'w1', previousValidUntil })
      .then([
        {
          type: 'webhook.secret_rotated',
          data: { ...ids, previousValidUntil: '2026-12-12T10:00:00.000Z' },
        },
      ]);
  });

  it('disables and enables it once each, with the reason', () => {
    spec
      .given([created])
      .when({ type: 'DisableWebhook', webhookId: 'w1', reason: 'manual' })
      .then([disabled]);
    spec
      .given([created, disabled])
      .when({ type: 'DisableWebhook', webhookId: 'w1', reason: 'failing' })
      .thenNothing();
    spec
      .given([created, disabled])
      .when({ type: 'EnableWebhook', webhookId: 'w1' })
      .then([{ type: 'webhook.enabled', data: ids }]);
    spec.given([created]).when({ type: 'EnableWebhook', webhookId: 'w1' }).thenNothing();
  });

  it('answers NOT_FOUND for a webhook never made or deleted', () => {
    const deleted = { type: 'webhook.deleted' as const, data: ids };
    spec.given([created]).when({ type: 'DeleteWebhook', webhookId: 'w1' }).then([deleted]);
    for (const history of [[], [created, deleted]]) {
      spec
        .given(history)
        .when({ type: 'EnableWebhook', webhookId: 'w1' })
        .thenRejects('NOT_FOUND', { field: 'id', entity: 'webhook' });
    }
  });
});
