/** An ISO 8601 date and time: what `at=` holds for a moment, not for a comment's position. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * The viewer's `at=`: the past moment it shows, an ISO 8601 instant; null for now. A link to a
 * comment uses `at=` for the comment's frame (a number), which is no moment.
 */
export function atParamOf(params: URLSearchParams): string | null {
  const at = params.get('at');
  if (!at || !INSTANT.test(at) || Number.isNaN(Date.parse(at))) return null;
  return new Date(at).toISOString();
}

/** The address's parameters showing `at` (null: now), the comment and compare ones dropped. */
export function withAt(params: URLSearchParams, at: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['at', 'comment', 'compare']) next.delete(name);
  if (at) next.set('at', at);
  return next;
}
