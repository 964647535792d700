import DataLoader from 'dataloader';

/** Loads rows by id in one query per tick; `undefined` for an id nothing has. */
export function byId<Row extends { id: string }>(find: (ids: readonly string[]) => Promise<Row[]>) {
  return new DataLoader<string, Row | undefined>(async (ids) => {
    const rows = new Map((await find(ids)).map((row) => [row.id, row]));
    return ids.map((id) => rows.get(id));
  });
}

/** Loads one value per key from a map one query fills; `fallback` for a key it lacks. */
export function byKey<Value>(
  find: (keys: readonly string[]) => Promise<{ get(key: string): Value | undefined }>,
  fallback: Value,
) {
  return new DataLoader<string, Value>(async (keys) => {
    const found = await find(keys);
    return keys.map((key) => found.get(key) ?? fallback);
  });
}

/** Whether each key is in the set one query returns. */
export const memberOf = (find: (keys: readonly string[]) => Promise<ReadonlySet<string>>) =>
  new DataLoader<string, boolean>(async (keys) => {
    const found = await find(keys);
    return keys.map((key) => found.has(key));
  });

/** Rows by `key`, each group in the rows' order: what a `byKey` loader of lists finds. */
export function groupBy<Row>(rows: Iterable<Row>, key: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
