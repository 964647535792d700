import { sql } from 'kysely';

/** `<a>/<b>`: the key of a loader asked about a pair (project and user, workspace and user). */
export const pairKey = (a: string, b: string): string => `${a}/${b}`;

const split = (keys: readonly string[]) =>
  keys.map((key) => {
    const [a = '', b = ''] = key.split('/');
    return [a, b] as const;
  });

/** The pairs of the keys as SQL row values, for `(a_column, user_id) IN (…)`. */
export function pairsIn(keys: readonly string[]) {
  const pairs = split(keys).map(([a, b]) => sql`(${a}::uuid, ${b}::uuid)`);
  return sql.join(pairs);
}
