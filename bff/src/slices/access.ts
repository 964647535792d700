import type { Viewer } from '../auth/viewer.ts';
import { appError } from '../errors.ts';
import { fromGlobalId } from '../graphql/global-id.ts';
import type { RequestContext } from '../request-context.ts';

/** The signed-in viewer; a request without one is UNAUTHENTICATED. */
export function signedIn(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw appError('UNAUTHENTICATED');
  return ctx.viewer;
}

/**
 * Whom a call that users, share-link visitors and machines alike may make acts for: the user's
 * id, the visitor's link's, or the machine's API token's; UNAUTHENTICATED for nobody. The policy
 * then decides what each reaches.
 */
export function signedInOrVisiting(ctx: RequestContext): string {
  const id = ctx.viewer?.userId ?? ctx.visitor?.linkId ?? ctx.machine?.tokenId;
  if (!id) throw appError('UNAUTHENTICATED');
  return id;
}

/** Goes on only when the policy allows; otherwise FORBIDDEN. */
export function allow(allowed: boolean): void {
  if (!allowed) throw appError('FORBIDDEN');
}

/**
 * What a call named, when the viewer may see it; otherwise NOT_FOUND, the same answer as for an
 * id nothing has, so ids of things out of reach tell nothing.
 */
export function found<Thing>(thing: Thing | null | undefined, entity: string, field = 'id'): Thing {
  if (thing === null || thing === undefined) throw appError('NOT_FOUND', { field, entity });
  return thing;
}

/** The id inside a global id of `type`; an empty one is null (the caller named nothing). */
export const optionalId = (globalId: string, type: string, field: string): string | null =>
  globalId.trim() === '' ? null : fromGlobalId(globalId, { type, field }).id;

/** The row a mutation just wrote; missing only when its read model fell behind the wait. */
export function written<Row>(row: Row | undefined): Row {
  if (!row) throw appError('SERVICE_UNAVAILABLE', { reason: 'read model behind' });
  return row;
}
