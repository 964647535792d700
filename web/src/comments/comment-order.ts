import { useLocalStorage } from '@mantine/hooks';

/** How the sidebar lists comments (GraphQL's CommentOrder). */
export const COMMENT_ORDERS = ['POSITION', 'NEWEST', 'OLDEST'] as const;
export type CommentOrder = (typeof COMMENT_ORDERS)[number];

interface Sortable {
  id: string;
  start?: number | null;
  createdAt: string;
}

const byId = (a: Sortable, b: Sortable) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byTime = (a: Sortable, b: Sortable) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt) || byId(a, b);
const byPosition = (a: Sortable, b: Sortable) =>
  (a.start ?? Number.POSITIVE_INFINITY) - (b.start ?? Number.POSITIVE_INFINITY) || byTime(a, b);

const comparators: Record<CommentOrder, (a: Sortable, b: Sortable) => number> = {
  POSITION: byPosition,
  OLDEST: byTime,
  NEWEST: (a, b) => byTime(b, a),
};

/**
 * In the order the server pages in: by position (none last) then time, or by time either way;
 * ties by id. Comments that arrive live slot in the same way.
 */
export function sortComments<T extends Sortable>(comments: readonly T[], order: CommentOrder): T[] {
  return [...comments].sort(comparators[order]);
}

const orderOf = (value: string | undefined): CommentOrder =>
  COMMENT_ORDERS.find((order) => order === value) ?? 'POSITION';

/** The order the viewer chose last, kept in the browser. */
export function useCommentOrder() {
  return useLocalStorage<CommentOrder>({
    key: 'rushes.comments.order',
    defaultValue: 'POSITION',
    deserialize: orderOf,
    serialize: (order) => order,
    getInitialValueInEffect: false,
  });
}
