import { Stack } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { CommentThread_comment$key } from '../__generated__/CommentThread_comment.graphql.ts';
import { notify } from '../components/notify.tsx';
import { messages } from '../messages/messages.ts';
import { commentsConnectionId } from '../relay/connections.ts';
import { CommentComposer } from './CommentComposer.tsx';
import { CommentItem } from './CommentItem.tsx';
import type { CommentUi } from './comment-ui.ts';
import { useAddCommentMutation } from './useAddCommentMutation.ts';

const text = messages.comments;

/** A top-level comment with its replies and, while replying, the reply field. */
export function CommentThread({
  comment,
  ui,
}: {
  comment: CommentThread_comment$key;
  ui: CommentUi;
}) {
  const data = useFragment(
    graphql`
      fragment CommentThread_comment on Comment {
        id
        isDeleted
        ...CommentItem_comment
        replies {
          id
          ...CommentItem_comment
        }
      }
    `,
    comment,
  );
  const [add] = useAddCommentMutation();
  const replying = ui.replyingId === data.id && !data.isDeleted;

  const postReply = async (reply: string) => {
    const id = await add({
      versionId: ui.versionId,
      text: reply,
      position: null,
      replyTo: data.id,
    });
    if (!id) {
      notify.failure(text.replyFailed);
      return false;
    }
    ui.reply(null);
    ui.select(id, null);
    return true;
  };

  // the server says whether the thread leaves the list: replies, even one posted meanwhile,
  // keep it there
  const list = [commentsConnectionId(ui.versionId)];
  return (
    <CommentItem comment={data} ui={ui} dropFrom={list} canReply={!data.isDeleted}>
      {(data.replies.length > 0 || replying) && (
        <Stack
          gap={6}
          pl="md"
          style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}
        >
          {data.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} ui={ui} dropFrom={[]} canReply={false} />
          ))}
          {replying && (
            <CommentComposer
              placeholder={text.replyPlaceholder}
              submitLabel={text.reply}
              onSubmit={postReply}
              onCancel={() => ui.reply(null)}
            />
          )}
        </Stack>
      )}
    </CommentItem>
  );
}
