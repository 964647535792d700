import type { Decider, InboxEvent } from '@rushes/events';

/** Marks items of the person's inbox read: the caller found them theirs and unread. */
export interface MarkItemsRead {
  type: 'MarkItemsRead';
  userId: string;
  itemIds: readonly string[];
}

/** Marks everything up to `upTo` read: the caller found something unread. */
export interface MarkAllRead {
  type: 'MarkAllRead';
  userId: string;
  upTo: string;
}

export type InboxCommand = MarkItemsRead | MarkAllRead;

/**
 * A person's inbox (stream `inbox.<userId>`): what they read, on any device. Reading nothing
 * records nothing.
 */
export const inboxDecider: Decider<InboxCommand, null, InboxEvent> = {
  initialState: null,
  decide(command) {
    if (command.type === 'MarkAllRead') {
      const { userId, upTo } = command;
      return [{ type: 'inbox.all_read', data: { userId, upTo } }];
    }
    const itemIds = [...new Set(command.itemIds)];
    if (itemIds.length === 0) return [];
    return [{ type: 'inbox.items_read', data: { userId: command.userId, itemIds } }];
  },
  evolve: (state) => state,
};
