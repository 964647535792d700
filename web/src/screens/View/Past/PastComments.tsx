import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PastComments_comments$key } from '../../../__generated__/PastComments_comments.graphql.ts';
import { usePublishAnnotations } from '../../../annotations/usePublishAnnotations.ts';
import { CommentItemView } from '../../../comments/CommentItemView.tsx';
import { useCommentUi } from '../../../comments/useCommentUi.ts';
import { messages } from '../../../messages/messages.ts';

const text = messages.history;

/** Nothing is changed in the past: no comment is edited or deleted there. */
const readOnly = { edit: false, delete: false };

interface PastCommentFields {
  commentId: string;
  text: string;
  isDeleted: boolean;
  authorName: string;
  start?: number | null;
  end?: number | null;
  createdAt: unknown;
  updatedAt: unknown;
}

/**
 * A version's threads as they read at a past moment, read-only: each first comment with its
 * replies; choosing one goes to its position in the player, which shows the drawings then.
 */
export function PastComments(props: { comments: PastComments_comments$key; versionId: string }) {
  const threads = useFragment(
    graphql`
      fragment PastComments_comments on PastComment @relay(plural: true) {
        commentId
        text
        isDeleted
        authorName
        start
        end
        annotation {
          width
          height
          scene
        }
        createdAt
        updatedAt
        replies {
          commentId
          text
          isDeleted
          authorName
          start
          end
          createdAt
          updatedAt
        }
      }
    `,
    props.comments,
  );
  const ui = useCommentUi(props.versionId, null);
  usePublishAnnotations(threads.map((thread) => ({ ...thread, id: thread.commentId })));
  if (threads.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="md">
        {text.noComments}
      </Text>
    );
  }
  const item = (comment: PastCommentFields, replies?: ReactNode) => {
    const start = comment.start ?? null;
    return (
      <CommentItemView
        key={comment.commentId}
        comment={{
          id: comment.commentId,
          text: comment.text,
          isDeleted: comment.isDeleted,
          createdAt: String(comment.createdAt),
          updatedAt: String(comment.updatedAt),
          authorName: comment.authorName,
          positionLabel: ui.label(start, comment.end ?? null),
          allowedTo: readOnly,
        }}
        now={ui.now}
        selected={ui.selectedId === comment.commentId}
        onSelect={() => ui.select(comment.commentId, start)}
      >
        {replies}
      </CommentItemView>
    );
  };
  return (
    <Stack gap="xs" p="md" data-testid="past-comments">
      {threads.map((thread) =>
        item(
          thread,
          thread.replies.map((reply) => item(reply)),
        ),
      )}
    </Stack>
  );
}
