import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signDelivery } from './webhook-signature.ts';

const body = JSON.stringify({ specversion: '1.0', id: '42-0', type: 'io.rushes.comment.added.v1' });
const message = { id: 'msg_5d0c3c52-2f5f-5c5e-9a4b-0b7c1f0e6a11', timestamp: new Date(), body };

describe('signDelivery', () => {
  it('signs as the Standard Webhooks reference library verifies', () => {
    const secret = newWebhookSecret();
    const headers = signDelivery([secret], message);
    expect(headers['webhook-id']).toBe(message.id);
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(Date.now() / 1000)));
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
  });

  it('makes secrets of whsec_ and 32 random bytes, never twice the same', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it('carries one signature per secret, space-separated, each verifying on its own', () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const headers = signDelivery([current, previous], message);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    for (const secret of [current, previous]) {
      expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
    }
    expect(() => new Webhook(newWebhookSecret()).verify(body, { ...headers })).toThrow(
      WebhookVerificationError,
    );
  });

  it('signs the exact bytes: a changed body or id no longer verifies', () => {
    const secret = newWebhookSecret();
    const headers = signDelivery([secret], message);
    const hook = new Webhook(secret);
    expect(() => hook.verify(`${body} `, { ...headers })).toThrow(WebhookVerificationError);
    expect(() => hook.verify(body, { ...headers, 'webhook-id': 'msg_other' })).toThrow(
      WebhookVerificationError,
    );
  });
});
