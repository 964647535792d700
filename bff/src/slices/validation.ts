import { DomainError } from '@rushes/events';

/** A `VALIDATION_FAILED` naming the field and the rule it broke (the client words it). */
export const invalid = (field: string, rule: string): DomainError =>
  new DomainError('VALIDATION_FAILED', { field, rule });

/** The key under which a name is reserved: 'Day 1' and ' day 1' hold the same key. */
export const nameKey = (name: string): string => name.trim().normalize('NFC').toLowerCase();
