/**
 * The viewer's address names what it shows: `?version=2` plays that version (the newest without
 * it), `?compare=1,2` compares two versions.
 */
const VERSION = 'version';
const COMPARE = 'compare';

const numberOf = (text: string | null | undefined): number | null =>
  text && /^[1-9]\d*$/.test(text) ? Number(text) : null;

/** The version the address names; null for the newest. */
export const versionParamOf = (params: URLSearchParams): number | null =>
  numberOf(params.get(VERSION));

/** The two versions the address compares (A, then B); null when it compares none. */
export function compareParamOf(params: URLSearchParams): [number, number] | null {
  const [a, b, ...rest] = (params.get(COMPARE) ?? '').split(',').map(numberOf);
  return rest.length === 0 && a != null && b != null ? [a, b] : null;
}

/** The address's parameters showing `version` (null: the newest), comparing none. */
export function withVersion(params: URLSearchParams, version: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(COMPARE);
  if (version === null) next.delete(VERSION);
  else next.set(VERSION, String(version));
  return next;
}

/** The address's parameters comparing `pair` (null: back to the one version shown). */
export function withCompare(
  params: URLSearchParams,
  pair: readonly [number, number] | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (pair === null) next.delete(COMPARE);
  else next.set(COMPARE, pair.join(','));
  return next;
}
