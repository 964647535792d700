import { describe, expect, it } from 'vitest';
import { createPairings, PAIRING_CODE_MS, type StoredPairing } from './pairing.ts';

const origin = 'https://rushes.example.com';

function pairings(stored: StoredPairing[] = []) {
  let now = Date.parse('2026-11-29T12:00:00Z');
  const saved: StoredPairing[][] = [];
  const subject = createPairings({
    origin,
    stored,
    save: async (list) => void saved.push(list),
    now: () => now,
  });
  const wait = (ms: number) => {
    now += ms;
  };
  return { subject, saved, wait };
}

describe('pairing a page with the helper', () => {
  it('grants a secret for the code shown, and keeps only its hash', async () => {
    const { subject, saved } = pairings();
    const { pairingId, code } = subject.request();
    expect(code).toMatch(/^\d{6}$/);
    const answer = await subject.confirm(pairingId, code);
    if (answer.kind !== 'granted') throw new Error(`not granted: ${answer.kind}`);
    expect(subject.isPaired(answer.secret)).toBe(true);
    expect(subject.isPaired(`${answer.secret}x`)).toBe(false);
    expect(subject.isPaired(null)).toBe(false);
    expect(saved.at(-1)).toEqual([
      {
        origin,
        secretHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(saved)).not.toContain(answer.secret);
    // a code serves once
    expect(await subject.confirm(pairingId, code)).toEqual({ kind: 'unknown' });
  });

  it('drops a code after three wrong tries, even if the fourth is right', async () => {
    const { subject } = pairings();
    const { pairingId, code } = subject.request();
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await subject.confirm(pairingId, wrong)).toEqual({ kind: 'wrong', triesLeft: 2 });
    expect(await subject.confirm(pairingId, wrong)).toEqual({ kind: 'wrong', triesLeft: 1 });
    expect(await subject.confirm(pairingId, wrong)).toEqual({ kind: 'wrong', triesLeft: 0 });
    expect(await subject.confirm(pairingId, code)).toEqual({ kind: 'unknown' });
  });

  it('lets a code expire after five minutes', async () => {
    const { subject, wait } = pairings();
    const first = subject.request();
    wait(PAIRING_CODE_MS - 1);
    expect((await subject.confirm(first.pairingId, first.code)).kind).toBe('granted');
    const second = subject.request();
    wait(PAIRING_CODE_MS);
    expect(await subject.confirm(second.pairingId, second.code)).toEqual({ kind: 'unknown' });
  });

  it('honours a kept pairing after a restart, but not one made for another origin', async () => {
    const { subject, saved } = pairings();
    const { pairingId, code } = subject.request();
    const answer = await subject.confirm(pairingId, code);
    if (answer.kind !== 'granted') throw new Error('not granted');
    const kept = saved.at(-1) ?? [];
    expect(pairings(kept).subject.isPaired(answer.secret)).toBe(true);
    const elsewhere = kept.map((pairing) => ({ ...pairing, origin: 'https://evil.example' }));
    expect(pairings(elsewhere).subject.isPaired(answer.secret)).toBe(false);
  });
});
