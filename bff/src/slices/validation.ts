import { DomainError } from '@rushes/events';

/** A `VALIDATION_FAILED` carrying the field, the rule it broke and the spec's message. */
export const invalid = (field: string, rule: string, message: string): DomainError =>
  new DomainError('VALIDATION_FAILED', { field, rule, message });

/** The key under which a name is reserved: 'Day 1' and ' day 1' hold the same key. */
export const nameKey = (name: string): string => name.trim().normalize('NFC').toLowerCase();
