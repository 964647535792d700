import { createHmac, randomBytes } from 'node:crypto';

/** What starts a Standard Webhooks signing secret, so it is recognised (and found if leaked). */
export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and 32 random bytes in base64 (the spec asks 24 to 64). */
export const newWebhookSecret = (): string =>
  `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** The key a secret stands for: the bytes after the prefix. */
const keyOf = (secret: string): Buffer =>
  Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    'base64',
  );

/** What a delivery sends beside its body, as Standard Webhooks names it. */
export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * The headers of one attempt: `webhook-signature` holds `v1,<base64 HMAC-SHA256>` of
 * `<id>.<timestamp>.<body>` under each secret, space-separated (the current one first), so a
 * receiver still on a rotated-out secret verifies while it changes over. `timestamp` is the
 * attempt's, in whole seconds.
 */
export function signDelivery(
  secrets: readonly string[],
  message: { id: string; timestamp: Date; body: string },
): SignedHeaders {
  const seconds = String(Math.floor(message.timestamp.getTime() / 1000));
  const signed = `${message.id}.${seconds}.${message.body}`;
  const signatures = secrets.map(
    (secret) => `v1,${createHmac('sha256', keyOf(secret)).update(signed).digest('base64')}`,
  );
  return {
    'webhook-id': message.id,
    'webhook-timestamp': seconds,
    'webhook-signature': signatures.join(' '),
  };
}
