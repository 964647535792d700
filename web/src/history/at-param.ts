/** The viewer's `at=`: the past moment it shows, an ISO 8601 instant; null for now. */
export function atParamOf(params: URLSearchParams): string | null {
  const at = params.get('at');
  return at && !Number.isNaN(Date.parse(at)) ? new Date(at).toISOString() : null;
}

/** The address's parameters showing `at` (null: now), the comment and compare ones dropped. */
export function withAt(params: URLSearchParams, at: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['at', 'comment', 'compare']) next.delete(name);
  if (at) next.set('at', at);
  return next;
}
