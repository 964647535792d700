import { describe, expect, it } from 'vitest';
import { toCommit } from './commit.codec.ts';

const body = (actor: unknown) => ({
  stream: 'comment.c1',
  meta: {
    actor,
    commandId: 'command-1',
    correlationId: 'request-1',
    causationId: null,
    at: '2026-12-11T12:00:00.000Z',
    clientIp: null,
  },
  events: [{ type: 'comment.removed', version: 1, data: { id: 'c1' } }],
});

describe("a commit's envelope", () => {
  it('names an API token as the actor of what a machine decided', () => {
    const commit = toCommit(7, body({ kind: 'token', id: 'token-1' }));
    expect(commit.meta.actor).toEqual({ kind: 'token', id: 'token-1' });
  });

  it('is refused with an actor of a kind the log does not know, or a token without its id', () => {
    expect(() => toCommit(7, body({ kind: 'robot', id: 'r2' }))).toThrow(/malformed commit/);
    expect(() => toCommit(7, body({ kind: 'token' }))).toThrow(/malformed commit/);
  });
});
