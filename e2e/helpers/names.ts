import { randomUUID } from 'node:crypto';

/** Titles and names are unique across the app: a short suffix keeps repeated runs apart. */
export function uniqueName(base: string): string {
  return `${base} ${randomUUID().slice(0, 6)}`;
}
