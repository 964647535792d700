import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { CommentList_version$key } from '../__generated__/CommentList_version.graphql.ts';
import type { CommentListPaginationQuery } from '../__generated__/CommentListPaginationQuery.graphql.ts';
import { notify } from '../components/notify.tsx';
import { messages } from '../messages/messages.ts';
import { CommentThread } from './CommentThread.tsx';
import { sortComments } from './comment-position.ts';
import type { CommentUi } from './comment-ui.ts';

/** Comments load 10 at a time per version, following the cursors to the end (section 9). */
const PAGE_SIZE = 10;

// what the list needs of each comment; mutations and the live feed select it too
graphql`
  fragment CommentList_node on Comment {
    id
    start
    createdAt
    isDeleted
    replies {
      id
    }
    ...CommentThread_comment
  }
`;

/** The version's threads by position, then time; a deleted one shows while it has replies. */
export function CommentList({ version, ui }: { version: CommentList_version$key; ui: CommentUi }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    CommentListPaginationQuery,
    CommentList_version$key
  >(
    graphql`
      fragment CommentList_version on Version
      @refetchable(queryName: "CommentListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        comments(first: $count, after: $cursor) @connection(key: "CommentList_comments") {
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

  const threads = sortComments(
    data.comments.edges
      .map((edge) => edge.node)
      .filter((node) => !(node.isDeleted && node.replies.length === 0)),
  );
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
