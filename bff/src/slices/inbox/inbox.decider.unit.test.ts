import { deciderSpec } from '@rushes/events/testing';
import { describe, it } from 'vitest';
import { inboxDecider } from './inbox.decider.ts';

const spec = deciderSpec(inboxDecider);

describe('an inbox', () => {
  it('records the items read, each once, and nothing for none', () => {
    spec
      .when({ type: 'MarkItemsRead', userId: 'u1', itemIds: ['i1', 'i2', 'i1'] })
      .then([{ type: 'inbox.items_read', data: { userId: 'u1', itemIds: ['i1', 'i2'] } }]);
    spec.when({ type: 'MarkItemsRead', userId: 'u1', itemIds: [] }).thenNothing();
  });

  it('records everything read up to a moment', () => {
    spec
      .when({ type: 'MarkAllRead', userId: 'u1', upTo: '2026-12-02T12:00:00.000Z' })
      .then([{ type: 'inbox.all_read', data: { userId: 'u1', upTo: '2026-12-02T12:00:00.000Z' } }]);
  });

  it('records items as mailed once each, so two BFFs send one mail', () => {
    const mailed = { type: 'inbox.mailed' as const, data: { userId: 'u1', itemIds: ['i1'] } };
    spec.when({ type: 'MarkMailed', userId: 'u1', itemIds: ['i1'] }).then([mailed]);
    spec
      .given([mailed])
      .when({ type: 'MarkMailed', userId: 'u1', itemIds: ['i1'] })
      .thenNothing();
    spec
      .given([mailed])
      .when({ type: 'MarkMailed', userId: 'u1', itemIds: ['i1', 'i2'] })
      .then([{ type: 'inbox.mailed', data: { userId: 'u1', itemIds: ['i2'] } }]);
  });
});
