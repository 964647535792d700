/** What the sidebar shares with every thread and comment: selection, editing, replying. */
export interface CommentUi {
  versionId: string;
  /** For relative times; ticks while the sidebar is open. */
  now: number;
  selectedId: string | null;
  /** Editing is exclusive: starting one ends another (media-handling section 4). */
  editingId: string | null;
  replyingId: string | null;
  /** Selects a comment and goes to its position. */
  select(id: string, start: number | null): void;
  edit(id: string | null): void;
  reply(id: string | null): void;
  /** A position or range ("in – out") in the current display mode; null where it means nothing. */
  label(start: number | null, end: number | null): string | null;
}
