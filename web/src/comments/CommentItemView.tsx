import {
  Avatar,
  Box,
  Button,
  ColorSwatch,
  Group,
  Paper,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { formatRelativeTime } from '../format/relative-time.ts';
import { messages } from '../messages/messages.ts';
import { CommentComposer } from './CommentComposer.tsx';

const text = messages.comments;

export interface CommentView {
  id: string;
  text: string;
  isDeleted: boolean;
  createdAt: string;
  updatedAt: string;
  /** The user's name, the visitor's e-mail, or what the server calls someone who gave none. */
  authorName: string;
  /** The position in the display mode; null without one. */
  positionLabel: string | null;
  allowedTo: { edit: boolean; delete: boolean };
  /** The edit suite's marker it was imported from, if it was. */
  marker?: CommentMarkerView | null;
  /** The number of the version it was carried from, if it was. */
  carriedFrom?: number | null;
  /** The review session it was made in, if it was and the reader may see that session. */
  sessionName?: string | null;
}

export interface CommentMarkerView {
  format: string;
  user?: string | null;
  colour?: string | null;
}

export interface CommentItemViewProps {
  comment: CommentView;
  now: number;
  selected?: boolean;
  editing?: boolean;
  /** Top-level comments of someone who may comment; never deleted ones. */
  canReply?: boolean;
  onSelect?(): void;
  onReply?(): void;
  onEdit?(): void;
  onCancelEdit?(): void;
  onSave?(text: string): Promise<boolean>;
  onDelete?(): void;
  /** Shown under the text: an annotation's badge and download. */
  attachment?: ReactNode;
  /** Replies and the reply field. */
  children?: ReactNode;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** One comment: author and time, its position (a click on either seeks there), text, actions. */
export function CommentItemView(props: CommentItemViewProps) {
  const { comment, editing = false } = props;
  const actions = comment.isDeleted
    ? []
    : [
        props.canReply && props.onReply && { label: text.reply, run: props.onReply },
        comment.allowedTo.edit && props.onEdit && { label: text.edit, run: props.onEdit },
        comment.allowedTo.delete && props.onDelete && { label: text.delete, run: props.onDelete },
      ].filter((action) => !!action);
  return (
    <Paper
      p="xs"
      withBorder
      data-comment-id={comment.id}
      data-selected={props.selected || undefined}
      bg={props.selected ? 'var(--mantine-color-blue-light)' : undefined}
    >
      <Stack gap={6}>
        {/* a range's long label goes under the author rather than squeeze the name */}
        <Group gap="xs" wrap="wrap" align="center">
          <UnstyledButton onClick={props.onSelect} style={{ flex: '1 1 8rem', minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap" align="center">
              <Avatar size={24} radius="xl" color="blue">
                {initials(comment.authorName)}
              </Avatar>
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {comment.authorName}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatRelativeTime(comment.createdAt, props.now)}
                  {comment.updatedAt !== comment.createdAt &&
                    !comment.isDeleted &&
                    ` · ${text.edited}`}
                </Text>
                {comment.carriedFrom != null && (
                  <Text size="xs" c="dimmed" data-testid="comment-carried">
                    {text.carriedFrom(comment.carriedFrom)}
                  </Text>
                )}
                {comment.sessionName && (
                  <Text size="xs" c="dimmed" data-testid="comment-session">
                    {text.takenInSession(comment.sessionName)}
                  </Text>
                )}
                {comment.marker && (
                  <Group gap={4} wrap="nowrap" align="baseline" data-testid="comment-marker">
                    {comment.marker.colour && (
                      <ColorSwatch color={comment.marker.colour} size={10} aria-hidden />
                    )}
                    <Text size="xs" c="dimmed">
                      {text.markerFrom(comment.marker)}
                    </Text>
                  </Group>
                )}
              </Box>
            </Group>
          </UnstyledButton>
          {comment.positionLabel && (
            <UnstyledButton
              onClick={props.onSelect}
              aria-label={text.seekTo(comment.positionLabel)}
            >
              <Text size="xs" ff="monospace" c="blue.9" data-testid="comment-position">
                {comment.positionLabel}
              </Text>
            </UnstyledButton>
          )}
        </Group>
        {editing && props.onSave ? (
          <CommentComposer
            initialText={comment.text}
            submitLabel={text.save}
            onSubmit={props.onSave}
            onCancel={props.onCancelEdit}
          />
        ) : comment.isDeleted ? (
          <Text size="sm" fs="italic" c="dimmed">
            {text.deleted}
          </Text>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {comment.text}
          </Text>
        )}
        {!comment.isDeleted && props.attachment}
        {!editing && actions.length > 0 && (
          <Group gap={4}>
            {actions.map((action) => (
              <Button key={action.label} variant="subtle" size="compact-xs" onClick={action.run}>
                {action.label}
              </Button>
            ))}
          </Group>
        )}
        {props.children}
      </Stack>
    </Paper>
  );
}
