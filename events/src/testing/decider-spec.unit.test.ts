import { AssertionError } from 'node:assert';
import { describe, expect, it } from 'vitest';
import { tally } from '../command/tally.fixture.ts';
import { deciderSpec } from './decider-spec.ts';

const spec = deciderSpec(tally);
const opened = { type: 'tally.opened', data: { id: 't1', name: 'Takes' } } as const;

describe('deciderSpec', () => {
  it('passes when the command produces the expected events', () => {
    spec
      .given([opened])
      .when({ kind: 'add', amount: 2 })
      .then([{ type: 'tally.added', data: { amount: 2, total: 2 } }]);
    spec.when({ kind: 'open', id: 't1', name: 'Takes' }).then([opened]);
  });

  it('fails with a diffable assertion error when the events differ', () => {
    const wrong = () =>
      spec
        .given([opened])
        .when({ kind: 'add', amount: 2 })
        .then([{ type: 'tally.added', data: { amount: 2, total: 3 } }]);
    expect(wrong).toThrow(AssertionError);
    expect(wrong).toThrow(expect.objectContaining({ expected: [expect.anything()] }));
  });

  it('checks refusals by code and, when given, data', () => {
    spec.when({ kind: 'add', amount: 1 }).thenRejects('NOT_FOUND');
    spec
      .given([opened])
      .when({ kind: 'open', id: 't1', name: 'x' })
      .thenRejects('STATE_CONFLICT', {});
    expect(() => spec.when({ kind: 'add', amount: 1 }).thenRejects('FORBIDDEN')).toThrow(
      /expected FORBIDDEN, got DomainError NOT_FOUND/,
    );
    expect(() =>
      spec.given([opened]).when({ kind: 'add', amount: 1 }).thenRejects('FORBIDDEN'),
    ).toThrow(/expected FORBIDDEN, got events/);
  });

  it('checks that nothing happens', () => {
    spec.given([opened]).when({ kind: 'add', amount: 0 }).thenNothing();
    spec.given([opened]).when({ kind: 'rename', name: 'Takes' }).thenNothing();
    expect(() => spec.given([opened]).when({ kind: 'add', amount: 1 }).thenNothing()).toThrow(
      AssertionError,
    );
  });
});
