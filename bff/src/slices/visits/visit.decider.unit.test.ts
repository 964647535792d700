import { deciderSpec } from '@rushes/events/testing';
import { describe, it } from 'vitest';
import { type RecordVisit, visitDecider } from './visit.decider.ts';

const record: RecordVisit = {
  type: 'RecordVisit',
  linkId: 'l1',
  visitId: 'v1',
  email: 'client@studio.tv',
};
const visited = {
  type: 'link.visited' as const,
  data: { linkId: 'l1', visitId: 'v1', email: 'client@studio.tv' },
};

describe('RecordVisit', () => {
  it('records the visit with who the visitor said they are', () => {
    deciderSpec(visitDecider).when(record).then([visited]);
  });

  it('records it once', () => {
    deciderSpec(visitDecider).given([visited]).when(record).thenNothing();
  });
});
