import { chainHash, genesisHash, type RushesCloudEvent } from '@rushes/events';
import { describe, expect, it } from 'vitest';
import { type ChainHead, chainStart, checkLink, extendChains } from './chain-links.ts';

const event = (id: string, project: string | undefined, text = 'Too dark'): RushesCloudEvent => ({
  specversion: '1.0',
  id,
  source: 'https://rushes.example.com',
  type: 'io.rushes.comment.edited.v1',
  subject: 'comments/c-1',
  time: '2026-12-01T09:00:00.000Z',
  datacontenttype: 'application/json',
  rushesactor: 'users/u-ada',
  ...(project && { rushesworkspace: 'w-1', rushesproject: project }),
  data: { commentId: 'c-1', text },
});

const log = [
  event('1-0', 'p-1'),
  event('2-0', undefined),
  event('3-0', 'p-2'),
  event('3-1', 'p-1', 'Better'),
  event('4-0', 'p-1', 'Fine'),
];

describe('extendChains', () => {
  it("chains each project's events in log order from the genesis hash, leaving others out", () => {
    const links = extendChains(new Map(), log);
    expect(links.map(({ projectId, position, eventId }) => [projectId, position, eventId])).toEqual(
      [
        ['p-1', 1, '1-0'],
        ['p-2', 1, '3-0'],
        ['p-1', 2, '3-1'],
        ['p-1', 3, '4-0'],
      ],
    );
    const [first, , second] = links;
    expect(first?.previousHash).toBe(genesisHash);
    expect(first?.hash).toBe(chainHash(genesisHash, log[0] as RushesCloudEvent));
    expect(second?.previousHash).toBe(first?.hash);
  });

  it('goes on from where a chain ended, and moves the ends', () => {
    const whole = extendChains(new Map(), log);
    const heads = new Map<string, ChainHead>();
    const parts = [...extendChains(heads, log.slice(0, 3)), ...extendChains(heads, log.slice(3))];
    expect(parts).toEqual(whole);
    expect(heads.get('p-1')).toEqual({ position: 3, hash: whole.at(-1)?.hash });
  });
});

describe('checkLink', () => {
  const links = extendChains(new Map(), log);
  const [one, , two] = links;
  if (!one || !two) throw new Error('no links');
  const afterOne = { position: 1, hash: one.hash };

  it('holds for the event chained there, the same as the log gives it', () => {
    expect(checkLink(chainStart, one, log[0] as RushesCloudEvent)).toBeNull();
    expect(checkLink(afterOne, two, { ...two.cloudEvent, source: 'https://elsewhere' })).toBeNull();
  });

  it('finds an event the log changed', () => {
    expect(checkLink(chainStart, one, event('1-0', 'p-1', 'Too bright'))).toBe('EVENT_CHANGED');
    expect(checkLink(chainStart, one, event('1-0', 'p-2'))).toBe('EVENT_CHANGED');
  });

  it('finds an event the log no longer has, and one the chain never took', () => {
    expect(checkLink(chainStart, two, two.cloudEvent)).toBe('EVENT_MISSING');
    expect(checkLink(chainStart, undefined, log[0] as RushesCloudEvent)).toBe('EVENT_UNCHAINED');
  });

  it('finds a link whose hash, or the hash before it, was changed', () => {
    const cloudEvent = log[0] as RushesCloudEvent;
    expect(checkLink(chainStart, { ...one, hash: genesisHash }, cloudEvent)).toBe('CHAIN_ALTERED');
    expect(checkLink(afterOne, { ...two, previousHash: genesisHash }, two.cloudEvent)).toBe(
      'CHAIN_ALTERED',
    );
    const rewritten = { ...one.cloudEvent, data: { commentId: 'c-1', text: 'Fine' } };
    expect(checkLink(chainStart, { ...one, cloudEvent: rewritten }, rewritten)).toBe(
      'CHAIN_ALTERED',
    );
  });
});
