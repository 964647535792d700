import { DomainError } from '@rushes/events';
import { DEFAULT_TEXT_MAX } from '../../input-text.ts';
import { parseTypes } from '../event-feed/feed-position.ts';
import { invalid } from '../validation.ts';

/** The longest URL a webhook may have (what every browser and proxy takes). */
export const URL_MAX = 2000;

/**
 * A webhook's URL as it is kept, or the rule it breaks: an absolute http or https URL, without a
 * user name or password (a receiver checks the signature instead, and the log keeps the URL).
 */
export function webhookUrl(text: string): string | DomainError {
  const trimmed = text.trim();
  if (trimmed.length === 0) return invalid('url', 'required');
  if (trimmed.length > URL_MAX) return invalid('url', 'maxLength');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return invalid('url', 'url');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return invalid('url', 'scheme');
  if (url.username || url.password) return invalid('url', 'credentials');
  url.hash = '';
  return url.href;
}

/**
 * The event types a webhook receives, each once, in the order given: CloudEvents types of the
 * public catalogue, `io.rushes.<name>` for every version or `io.rushes.<name>.v<n>` for one.
 */
export function webhookEventTypes(asked: readonly string[]): string[] | DomainError {
  const types = [...new Set(asked.map((type) => type.trim()).filter(Boolean))];
  if (types.length === 0) return invalid('eventTypes', 'required');
  const parsed = parseTypes(types.join(','));
  if (typeof parsed !== 'function') {
    return new DomainError('VALIDATION_FAILED', {
      field: 'eventTypes',
      rule: 'type',
      type: parsed.unknown,
    });
  }
  return types;
}

/** A webhook's description, trimmed; or the rule it breaks. */
export function webhookDescription(text: string): string | DomainError {
  const trimmed = text.trim();
  return trimmed.length > DEFAULT_TEXT_MAX ? invalid('description', 'maxLength') : trimmed;
}

/** Whether a CloudEvent of `type` (`io.rushes.comment.added.v1`) is among those a webhook takes. */
export const takesType = (eventTypes: readonly string[], type: string): boolean =>
  eventTypes.includes(type) || eventTypes.includes(type.replace(/\.v\d+$/, ''));
