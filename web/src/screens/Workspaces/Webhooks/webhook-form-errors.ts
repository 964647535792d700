import { messages } from '../../../messages/messages.ts';
import { type CommitResult, failedField } from '../../../relay/commit-result.ts';

/** What the webhook's form says under each field the server refused. */
export interface WebhookFormErrors {
  url?: string;
  eventTypes?: string;
  description?: string;
}

const detail = (data: unknown, key: string): unknown =>
  typeof data === 'object' && data ? Reflect.get(data, key) : undefined;

type UrlRule = keyof typeof messages.webhooks.urlErrors;

const isUrlRule = (rule: unknown): rule is UrlRule =>
  typeof rule === 'string' && Object.hasOwn(messages.webhooks.urlErrors, rule);

/**
 * The inline errors of a refused create or update, by the field and rule the server named
 * (VALIDATION_FAILED); null for any other failure, which a toast tells instead.
 */
export function formErrorsOf(result: CommitResult<unknown>): WebhookFormErrors | null {
  if (result.ok) return null;
  const text = messages.webhooks;
  const rule = detail(result.data, 'rule');
  switch (failedField(result)) {
    case 'url':
      return { url: isUrlRule(rule) ? text.urlErrors[rule] : text.urlRefused };
    case 'eventTypes': {
      const type = detail(result.data, 'type');
      const unknown = rule === 'type' && typeof type === 'string';
      return { eventTypes: unknown ? text.eventTypeUnknown(type) : text.eventTypesRequired };
    }
    case 'description':
      return { description: text.descriptionTooLong };
    default:
      return null;
  }
}
