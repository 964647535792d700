import type { DomainEvent } from '@rushes/events';
import { describe, expect, it } from 'vitest';
import { linkChanges } from './link.live.ts';

const created = (id: string): DomainEvent => ({
  type: 'link.created',
  data: {
    id,
    projectId: 'p1',
    token: 'a-token-of-at-least-22-characters',
    name: 'Dailies',
    folderIds: ['f1'],
    assetIds: [],
    canDownload: false,
    expiresAt: null,
    allowComments: false,
  },
});
const renamed = (id: string): DomainEvent => ({
  type: 'link.options_changed',
  data: { id, name: 'Dailies v2' },
});
const passwordSet = (id: string): DomainEvent => ({
  type: 'link.password_set',
  data: { id, passwordHash: null },
});
const itemsSet = (id: string): DomainEvent => ({
  type: 'link.items_set',
  data: { id, folderIds: [], assetIds: ['a1'] },
});
const deleted = (id: string): DomainEvent => ({ type: 'link.deleted', data: { id } });
const sent: DomainEvent = {
  type: 'link.sent',
  data: { id: 'l1', recipients: ['client@outside.test'], message: '' },
};

describe('linkChanges', () => {
  it('tells each link created, changed or deleted, in the order first named', () => {
    expect(linkChanges([created('l1'), renamed('l2'), deleted('l3')])).toEqual([
      { change: 'CREATED', linkId: 'l1' },
      { change: 'UPDATED', linkId: 'l2' },
      { change: 'DELETED', linkId: 'l3' },
    ]);
  });

  it('tells one change per link: its deletion, else its creation, over any change', () => {
    expect(linkChanges([renamed('l1'), passwordSet('l1'), itemsSet('l1')])).toEqual([
      { change: 'UPDATED', linkId: 'l1' },
    ]);
    expect(linkChanges([created('l1'), renamed('l1')])).toEqual([
      { change: 'CREATED', linkId: 'l1' },
    ]);
    expect(linkChanges([created('l1'), renamed('l1'), deleted('l1')])).toEqual([
      { change: 'DELETED', linkId: 'l1' },
    ]);
  });

  it('tells nothing of a link mailed: its row stays as it was', () => {
    expect(linkChanges([sent])).toEqual([]);
  });
});
