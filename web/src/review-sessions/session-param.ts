/** The review session the viewer's address follows (`session=`), if any. */
export const sessionParamOf = (params: URLSearchParams): string | null =>
  params.get('session') || null;

/** The same address with `session=` set, or without it for null. */
export function withSession(params: URLSearchParams, sessionId: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sessionId) next.set('session', sessionId);
  else next.delete('session');
  return next;
}
