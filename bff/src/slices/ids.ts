import { createHash, randomUUID } from 'node:crypto';

/** A uuid derived from `parts`: the same parts give the same id (RFC 4122 layout, version 5). */
export function uuidFrom(...parts: string[]): string {
  const hex = createHash('sha1').update(JSON.stringify(parts)).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/**
 * The id of something a mutation creates. With a `clientMutationId` a retry names the same
 * aggregate, so the log recognises the command and nothing is created twice.
 */
export const newId = (
  what: string,
  userId: string,
  clientMutationId: string | null | undefined,
): string => (clientMutationId ? uuidFrom(what, userId, clientMutationId) : randomUUID());
