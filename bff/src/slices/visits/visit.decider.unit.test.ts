import { deciderSpec } from '@rushes/events/testing';
import { describe, it } from 'vitest';
import { type RecordPlay, type RecordVisit, visitDecider } from './visit.decider.ts';

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

describe('RecordPlay', () => {
  const play: RecordPlay = {
    type: 'RecordPlay',
    linkId: 'l1',
    visitId: 'v1',
    assetId: 'a1',
    versionId: 'r1',
  };
  const played = {
    type: 'link.played' as const,
    data: { linkId: 'l1', visitId: 'v1', assetId: 'a1', versionId: 'r1' },
  };

  it('records each play of the visit', () => {
    deciderSpec(visitDecider).given([visited, played]).when(play).then([played]);
  });

  it('refuses a play of a visit that was never recorded', () => {
    deciderSpec(visitDecider).when(play).thenRejects('NOT_FOUND');
  });
});
