import { messages } from '../messages/messages.ts';

/** A version's review status, as GraphQL names it, in the order the menus offer them. */
export const reviewStatuses = [
  'NEEDS_REVIEW',
  'IN_PROGRESS',
  'CHANGES_REQUESTED',
  'APPROVED',
] as const;

export type ReviewStatus = (typeof reviewStatuses)[number];

/** A status the server sent, or null for one this client does not know (or none). */
export const knownStatus = (status: string | null | undefined): ReviewStatus | null =>
  reviewStatuses.find((known) => known === status) ?? null;

export const statusLabel = (status: ReviewStatus) => messages.reviewStatus.statuses[status];

/** The colour of a status's dot: its words keep the text colour, which passes contrast. */
export const statusColor: Record<ReviewStatus, string> = {
  NEEDS_REVIEW: 'yellow',
  IN_PROGRESS: 'blue',
  CHANGES_REQUESTED: 'red',
  APPROVED: 'green',
};
