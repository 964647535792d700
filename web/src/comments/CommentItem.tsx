import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CommentItem_comment$key } from '../__generated__/CommentItem_comment.graphql.ts';
import { AnnotationAttachment } from '../annotations/AnnotationAttachment.tsx';
import { notify } from '../components/notify.tsx';
import { messages } from '../messages/messages.ts';
import { CommentItemView } from './CommentItemView.tsx';
import type { CommentUi } from './comment-ui.ts';
import { useRemoveCommentMutation } from './useRemoveCommentMutation.ts';
import { useUpdateCommentMutation } from './useUpdateCommentMutation.ts';

const text = messages.comments;

interface CommentItemProps {
  comment: CommentItem_comment$key;
  ui: CommentUi;
  /** The list connections a deletion drops it from, when the server says it leaves (deletedId). */
  dropFrom: string[];
  canReply: boolean;
  children?: ReactNode;
}

/** One comment from the store, with edit and delete wired to their mutations. */
export function CommentItem({ comment, ui, dropFrom, canReply, children }: CommentItemProps) {
  const data = useFragment(
    graphql`
      fragment CommentItem_comment on Comment {
        id
        text
        isDeleted
        createdAt
        updatedAt
        start
        end
        authorName
        marker {
          format
          user
          colour
        }
        carriedFrom {
          version {
            number
          }
        }
        reviewSession {
          name
        }
        annotation {
          width
          height
          scene
        }
        allowedTo {
          edit
          delete
        }
      }
    `,
    comment,
  );
  const update = useUpdateCommentMutation();
  const remove = useRemoveCommentMutation();

  const save = async (next: string) => {
    const saved = await update(data.id, next);
    if (saved) ui.edit(null);
    else notify.failure(text.updateFailed);
    return saved;
  };
  const destroy = async () => {
    if (ui.editingId === data.id) ui.edit(null);
    const removed = await remove(data.id, dropFrom);
    if (removed) notify.success(text.deleteSucceeded);
    else notify.failure(text.deleteFailed);
  };

  return (
    <CommentItemView
      comment={{
        id: data.id,
        text: data.text,
        isDeleted: data.isDeleted,
        createdAt: data.createdAt,
        updatedAt: data.updatedAt,
        authorName: data.authorName,
        positionLabel: ui.label(data.start ?? null, data.end ?? null),
        allowedTo: data.allowedTo,
        marker: data.marker,
        carriedFrom: data.carriedFrom?.version.number ?? null,
        sessionName: data.reviewSession?.name ?? null,
      }}
      now={ui.now}
      selected={ui.selectedId === data.id}
      editing={ui.editingId === data.id}
      canReply={canReply}
      onSelect={() => ui.select(data.id, data.start ?? null)}
      onReply={() => ui.reply(data.id)}
      onEdit={() => ui.edit(data.id)}
      onCancelEdit={() => ui.edit(null)}
      onSave={save}
      onDelete={destroy}
      attachment={
        data.annotation &&
        typeof data.start === 'number' && (
          <AnnotationAttachment frame={data.start} annotation={data.annotation} />
        )
      }
    >
      {children}
    </CommentItemView>
  );
}
