import { Loader, Stack, Text } from '@mantine/core';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { CommentList_node$data } from '../__generated__/CommentList_node.graphql.ts';
import type { CommentList_version$key } from '../__generated__/CommentList_version.graphql.ts';
import type { CommentListPaginationQuery } from '../__generated__/CommentListPaginationQuery.graphql.ts';
import { usePublishAnnotations } from '../annotations/usePublishAnnotations.ts';
import { notify } from '../components/notify.tsx';
import { messages } from '../messages/messages.ts';
import { CommentThread } from './CommentThread.tsx';
import { type CommentOrder, sortComments } from './comment-order.ts';
import type { CommentUi } from './comment-ui.ts';

/** Comments load 10 at a time per version, following the cursors to the end (section 9). */
const PAGE_SIZE = 10;

// what the list needs of each comment; mutations and the live feed select it too
graphql`
  fragment CommentList_node on Comment {
    id
    start
    end
    createdAt
    isDeleted
    text
    authorName
    annotation {
      width
      height
      scene
    }
    replies {
      id
    }
    ...CommentThread_comment
  }
`;

/** A listed thread as the list hands it on (to mark it on the seek bar). */
export type ListedComment = Omit<CommentList_node$data, ' $fragmentType' | ' $fragmentSpreads'>;

interface CommentListProps {
  version: CommentList_version$key;
  ui: CommentUi;
  /** By position unless told; the server pages in the same order. */
  order?: CommentOrder;
  /** Told the threads shown whenever they change. */
  onListed?(threads: readonly ListedComment[]): void;
}

/** The version's threads in the order asked; a deleted one shows while it has replies. */
export function CommentList({ version, ui, order = 'POSITION', onListed }: CommentListProps) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<
    CommentListPaginationQuery,
    CommentList_version$key
  >(
    graphql`
      fragment CommentList_version on Version
      @refetchable(queryName: "CommentListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        orderBy: { type: "CommentOrder", defaultValue: POSITION }
      ) {
        comments(first: $count, after: $cursor, orderBy: $orderBy)
          @connection(key: "CommentList_comments", filters: []) {
          edges {
            node {
              ...CommentList_node @relay(mask: false)
            }
          }
        }
      }
    `,
    version,
  );
  // the route loads the list by position; another order loads it again from the server
  const fetchedOrder = useRef<CommentOrder>('POSITION');
  useEffect(() => {
    if (fetchedOrder.current === order) return;
    fetchedOrder.current = order;
    startTransition(() => {
      refetch({ orderBy: order }, { fetchPolicy: 'network-only' });
    });
  }, [order, refetch]);

  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!hasNext || isLoadingNext || failed) return;
    loadNext(PAGE_SIZE, {
      onComplete: (error) => {
        if (!error) return;
        setFailed(true);
        notify.failure(messages.comments.loadFailed);
      },
    });
  }, [hasNext, isLoadingNext, failed, loadNext]);

  const { selectedId } = ui;
  useEffect(() => {
    if (!selectedId) return;
    document
      .querySelector(`[data-comment-id="${CSS.escape(selectedId)}"]`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId]);

  const { edges } = data.comments;
  const threads = useMemo(
    () =>
      sortComments(
        edges
          .map((edge) => edge.node)
          .filter((node) => !(node.isDeleted && node.replies.length === 0)),
        order,
      ),
    [edges, order],
  );
  useEffect(() => onListed?.(threads), [onListed, threads]);
  usePublishAnnotations(threads);
  return (
    <Stack gap="xs" data-testid="comment-list">
      {threads.map((node) => (
        <CommentThread key={node.id} comment={node} ui={ui} />
      ))}
      {threads.length === 0 && !hasNext && (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          {messages.comments.empty}
        </Text>
      )}
      {isLoadingNext && <Loader size="sm" mx="auto" />}
    </Stack>
  );
}
