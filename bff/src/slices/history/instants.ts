/**
 * The instants a past view is asked for (`at`, `from`, `to`): refused with the field's name when
 * they name no instant, or one still to come.
 */
import { appError } from '../../errors.ts';

/** The instant `value` names, in milliseconds since the epoch. */
export function instantOf(value: Date | string, field: string): number {
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) throw appError('VALIDATION_FAILED', { field, rule: 'format' });
  return at;
}

/** The instant `value` names, which must not be later than `now`. */
export function pastInstantOf(value: Date | string, field: string, now = Date.now()): number {
  const at = instantOf(value, field);
  if (at > now) throw appError('VALIDATION_FAILED', { field, rule: 'past' });
  return at;
}
