import { formatDateTime } from '../../../format/date.ts';
import { messages } from '../../../messages/messages.ts';

type DisabledReason = keyof typeof messages.webhooks.disabledBecause;
type DeliveryStatus = keyof typeof messages.webhooks.log.statuses;
type Failure = keyof typeof messages.webhooks.log.failures;

/** What a webhook's row says of it: a badge, its colour, and why when it is not plainly on. */
export interface WebhookState {
  label: string;
  color: string;
  detail: string | null;
}

/**
 * Enabled, failing (every attempt failed since a moment: Rushes disables it after 3 days) or
 * disabled, with who disabled it and why.
 */
export function webhookState(webhook: {
  readonly isEnabled: boolean;
  readonly disabledReason: DisabledReason | null | undefined;
  readonly disabledAt: string | null | undefined;
  readonly failingSince: string | null | undefined;
}): WebhookState {
  const text = messages.webhooks;
  if (!webhook.isEnabled) {
    const reason = webhook.disabledReason ?? 'MANUAL';
    const at = webhook.disabledAt ? formatDateTime(webhook.disabledAt) : '';
    const color = reason === 'MANUAL' ? 'gray' : 'red';
    return { label: text.disabled, color, detail: text.disabledBecause[reason](at) };
  }
  if (webhook.failingSince) {
    const detail = text.failingSince(formatDateTime(webhook.failingSince));
    return { label: text.failing, color: 'orange', detail };
  }
  return { label: text.enabled, color: 'green', detail: null };
}

/** A delivery status's badge colour. */
export const deliveryColor: Record<DeliveryStatus, string> = {
  PENDING: 'yellow',
  DELIVERING: 'blue',
  SUCCEEDED: 'green',
  FAILED: 'red',
};

/** How an attempt was answered: the status code, else why none came; a dash before any. */
export function responseOf(attempt: {
  readonly responseCode: number | null | undefined;
  readonly failure: Failure | null | undefined;
}): string {
  if (attempt.responseCode != null) return String(attempt.responseCode);
  return attempt.failure ? messages.webhooks.log.failures[attempt.failure] : '—';
}
