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

/** Records items as mailed to the person: those not mailed already. */
export interface MarkMailed {
  type: 'MarkMailed';
  userId: string;
  itemIds: readonly string[];
}

export type InboxCommand = MarkItemsRead | MarkAllRead | MarkMailed;

/**
 * A person's inbox (stream `inbox.<userId>`): what they read, on any device, and what was mailed
 * to them, each item once (so that several BFFs mailing at once send one mail). Reading nothing
 * records nothing.
 */
export const inboxDecider: Decider<InboxCommand, ReadonlySet<string>, InboxEvent> = {
  initialState: new Set(),
  decide(command, mailed) {
    if (command.type === 'MarkMailed') {
      const itemIds = [...new Set(command.itemIds)].filter((id) => !mailed.has(id));
      if (itemIds.length === 0) return [];
      return [{ type: 'inbox.mailed', data: { userId: command.userId, itemIds } }];
    }
    if (command.type === 'MarkAllRead') {
      const { userId, upTo } = command;
      return [{ type: 'inbox.all_read', data: { userId, upTo } }];
    }
    const itemIds = [...new Set(command.itemIds)];
    if (itemIds.length === 0) return [];
    return [{ type: 'inbox.items_read', data: { userId: command.userId, itemIds } }];
  },
  evolve: (mailed, event) =>
    event.type === 'inbox.mailed' ? new Set([...mailed, ...event.data.itemIds]) : mailed,
};
