import type { Viewer } from '../auth/viewer.ts';
import { appError } from '../errors.ts';
import { fromGlobalId } from '../graphql/global-id.ts';
import type { RequestContext } from '../request-context.ts';

/** The signed-in viewer; a request without one is UNAUTHENTICATED. */
export function signedIn(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw appError('UNAUTHENTICATED');
  return ctx.viewer;
}

/** Goes on only when the policy allows; otherwise FORBIDDEN. */
export function allow(allowed: boolean): void {
  if (!allowed) throw appError('FORBIDDEN');
}

/** The id inside a global id of `type`; an empty one is null (the caller named nothing). */
export const optionalId = (globalId: string, type: string, field: string): string | null =>
  globalId.trim() === '' ? null : fromGlobalId(globalId, { type, field }).id;

/** The row a mutation just wrote; missing only when its read model fell behind the wait. */
export function written<Row>(row: Row | undefined): Row {
  if (!row) throw appError('SERVICE_UNAVAILABLE', { reason: 'read model behind' });
  return row;
}
