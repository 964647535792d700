import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });

/** The person read these items of their inbox (stream `inbox.<userId>`), on whatever device. */
export const inboxItemsRead = defineEvent('inbox.items_read', {
  versions: { 1: Type.Object({ userId: id, itemIds: Type.Array(id, { minItems: 1 }) }) },
});

/** The person marked everything in their inbox up to `upTo` (ISO 8601) read. */
export const inboxAllRead = defineEvent('inbox.all_read', {
  versions: { 1: Type.Object({ userId: id, upTo: Type.String({ minLength: 1 }) }) },
});

/** These items went to the person by mail, by the rhythm they chose; each goes once. */
export const inboxMailed = defineEvent('inbox.mailed', {
  versions: { 1: Type.Object({ userId: id, itemIds: Type.Array(id, { minItems: 1 }) }) },
});

export type InboxItemsRead = EventOf<typeof inboxItemsRead>;
export type InboxAllRead = EventOf<typeof inboxAllRead>;
export type InboxMailed = EventOf<typeof inboxMailed>;
export type InboxEvent = InboxItemsRead | InboxAllRead | InboxMailed;
