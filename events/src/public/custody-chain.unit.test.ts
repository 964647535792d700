import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../catalogue/catalogue.ts';
import { defineEvent } from '../catalogue/define-event.ts';
import type { RushesCloudEvent } from './cloud-event.ts';
import { canonicalForm, chainHash, genesisHash, sameEvent } from './custody-chain.ts';

const event = (overrides: Partial<RushesCloudEvent> = {}): RushesCloudEvent => ({
  specversion: '1.0',
  id: '42-0',
  source: 'https://rushes.example.com',
  type: 'io.rushes.comment.added.v1',
  subject: 'comments/c-1',
  time: '2026-12-01T09:00:00.000Z',
  datacontenttype: 'application/json',
  rushesactor: 'users/u-ada',
  rushesworkspace: 'w-1',
  rushesproject: 'p-1',
  data: { commentId: 'c-1', text: 'Too dark', frame: 12 },
  ...overrides,
});

const sha256 = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();

describe('the canonical form (RFC 8785)', () => {
  it('is one text whatever the order of the keys, without spaces', () => {
    expect(canonicalForm({ b: 1, a: { d: [true, null], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[true,null]},"b":1}',
    );
    expect(canonicalForm({ a: { c: 'x', d: [true, null] }, b: 1 })).toBe(
      canonicalForm({ b: 1, a: { d: [true, null], c: 'x' } }),
    );
  });

  it("writes numbers and strings as the RFC's examples do", () => {
    // RFC 8785 section 3.2.2 and appendix B
    expect(canonicalForm([1e21, 0.000001, 1e-7, -0, 333333333.3333333, 4.5])).toBe(
      '[1e+21,0.000001,1e-7,0,333333333.3333333,4.5]',
    );
    expect(canonicalForm({ '\u20ac': 'Euro', '\r': 'CR', '1': 'One' })).toBe(
      '{"\\r":"CR","1":"One","€":"Euro"}',
    );
    expect(canonicalForm('\u0007 é \u2028')).toBe('"\\u0007 é \u2028"');
  });
});

describe('the chain hash', () => {
  it("is SHA-256 over the previous hash's bytes and the event's canonical form", () => {
    const expected = sha256(Buffer.alloc(32), Buffer.from(canonicalForm(event()), 'utf8'));
    expect(chainHash(genesisHash, event())).toBe(expected.toString('hex'));
    const second = chainHash(expected.toString('hex'), event({ id: '43-0' }));
    expect(second).toBe(
      sha256(expected, Buffer.from(canonicalForm(event({ id: '43-0' })), 'utf8')).toString('hex'),
    );
  });

  it('changes with any change to the event or to what came before it', () => {
    const first = chainHash(genesisHash, event());
    expect(
      chainHash(genesisHash, event({ data: { commentId: 'c-1', text: 'Too dark!' } })),
    ).not.toBe(first);
    expect(chainHash(genesisHash, event({ rushesactor: 'users/u-bob' }))).not.toBe(first);
    expect(chainHash(chainHash(genesisHash, event({ id: '1-0' })), event())).not.toBe(first);
  });

  it('depends on the order of the events', () => {
    const a = event({ id: '1-0' });
    const b = event({ id: '2-0' });
    expect(chainHash(chainHash(genesisHash, a), b)).not.toBe(
      chainHash(chainHash(genesisHash, b), a),
    );
  });

  it('refuses a previous hash that is not one', () => {
    expect(() => chainHash('abc', event())).toThrow(/64 hex digits/);
  });
});

describe('sameEvent', () => {
  it('holds for the same event from a deployment that moved to another address', () => {
    expect(sameEvent(event(), event({ source: 'https://media.studio.tv' }))).toBe(true);
  });

  it('fails for any other change', () => {
    expect(sameEvent(event(), event({ time: '2026-12-01T09:00:01.000Z' }))).toBe(false);
    expect(sameEvent(event(), event({ data: { commentId: 'c-1', text: 'Fine' } }))).toBe(false);
    expect(sameEvent(event(), event({ rushesproject: 'p-2' }))).toBe(false);
  });

  it('reads an event chained at an older public version as its newest version', () => {
    const renamed = defineEvent('thing.renamed', {
      versions: {
        1: Type.Object({ name: Type.String() }),
        2: Type.Object({ name: Type.String(), previous: Type.Null() }),
      },
      upcast: { 1: (v1: { name: string }) => ({ ...v1, previous: null }) },
    });
    const events = createCatalogue([renamed]);
    const chained = event({ type: 'io.rushes.thing.renamed.v1', data: { name: 'Day 1' } });
    const now = event({
      type: 'io.rushes.thing.renamed.v2',
      data: { name: 'Day 1', previous: null },
    });
    expect(sameEvent(chained, now, events)).toBe(true);
    expect(sameEvent(chained, { ...now, data: { name: 'Day 2', previous: null } }, events)).toBe(
      false,
    );
  });
});
