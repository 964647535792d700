import { describe, expect, it } from 'vitest';
import {
  type AttemptLimit,
  linkPasswordLimit,
  RUN_REFUSED_AT,
  signInLimit,
  verificationLimit,
  waitSeconds,
} from './attempt-limits.ts';

const now = new Date('2026-11-24T12:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);
/** `count` failures, the last `lastSecondsAgo` ago, one a second before it. */
const failures = (count: number, lastSecondsAgo = 0) =>
  Array.from({ length: count }, (_, i) => lastSecondsAgo + count - 1 - i);

/**
 * Given the failures of the guesser's pair, of the subject's run and of the guesser's client
 * (seconds ago), when a stranger or a known address guesses now, then it waits so many seconds.
 */
function given(limit: AttemptLimit, past: { pair?: number[]; run?: number[]; client?: number[] }) {
  const times = {
    ofPair: (past.pair ?? []).map(secondsAgo),
    ofSubject: (past.run ?? []).map(secondsAgo),
    ofClient: (past.client ?? []).map(secondsAgo),
  };
  const when = (known: boolean) => ({
    thenWaits: (seconds: number) => expect(waitSeconds(limit, times, now, { known })).toBe(seconds),
    thenIsRefused: () =>
      expect(waitSeconds(limit, times, now, { known })).toBe(Number.POSITIVE_INFINITY),
  });
  return { whenAStrangerGuesses: () => when(false), whenAKnownAddressGuesses: () => when(true) };
}

describe('sign-in limits', () => {
  it('let the first five wrong passwords from an address through', () => {
    given(signInLimit, {}).whenAStrangerGuesses().thenWaits(0);
    given(signInLimit, { pair: failures(4), run: failures(4) })
      .whenAStrangerGuesses()
      .thenWaits(0);
  });

  it('then make that address wait 30 s after its last, doubling up to 15 minutes', () => {
    const fromOneAddress = (count: number) => given(signInLimit, { pair: failures(count, 0) });
    fromOneAddress(5).whenAStrangerGuesses().thenWaits(30);
    fromOneAddress(6).whenAStrangerGuesses().thenWaits(60);
    fromOneAddress(7).whenAStrangerGuesses().thenWaits(120);
    fromOneAddress(10).whenAStrangerGuesses().thenWaits(900);
    fromOneAddress(19).whenAKnownAddressGuesses().thenWaits(900);
  });

  it('count the wait from the last failure', () => {
    given(signInLimit, { pair: [100, 90, 80, 70, 20] })
      .whenAStrangerGuesses()
      .thenWaits(10);
    given(signInLimit, { pair: [100, 90, 80, 70, 40] })
      .whenAStrangerGuesses()
      .thenWaits(0);
  });

  it('let another address in while one address waits: its pair is clean and the run short', () => {
    given(signInLimit, { run: failures(19) })
      .whenAStrangerGuesses()
      .thenWaits(0);
  });

  it('make addresses the account does not know wait from 20 in a run, 1 min doubling to an hour', () => {
    const run = (count: number) => given(signInLimit, { run: failures(count) });
    run(20).whenAStrangerGuesses().thenWaits(60);
    run(21).whenAStrangerGuesses().thenWaits(120);
    run(25).whenAStrangerGuesses().thenWaits(1920);
    run(26).whenAStrangerGuesses().thenWaits(3600);
    run(99).whenAStrangerGuesses().thenWaits(3600);
  });

  it("let the account's own addresses past the run's back-off", () => {
    given(signInLimit, { run: failures(99) })
      .whenAKnownAddressGuesses()
      .thenWaits(0);
  });

  it('refuse everyone at 100 in a run, however long ago, the account’s own addresses too', () => {
    expect(RUN_REFUSED_AT).toBe(100);
    const longAgo = failures(100, 30 * 24 * 3600);
    given(signInLimit, { run: longAgo }).whenAStrangerGuesses().thenIsRefused();
    given(signInLimit, { run: longAgo }).whenAKnownAddressGuesses().thenIsRefused();
  });

  it('stop a client after 30 wrong passwords in 15 minutes, until its oldest is out', () => {
    const client = Array.from({ length: 30 }, (_, i) => 800 - i);
    given(signInLimit, { client }).whenAStrangerGuesses().thenWaits(100);
    given(signInLimit, { client: client.slice(1) })
      .whenAStrangerGuesses()
      .thenWaits(0);
  });
});

describe('share-link password limits', () => {
  it('let 10 wrong from an address through, then make it wait 30 s doubling to 15 minutes', () => {
    given(linkPasswordLimit, { pair: failures(9), run: failures(9) })
      .whenAStrangerGuesses()
      .thenWaits(0);
    given(linkPasswordLimit, { pair: failures(10) })
      .whenAStrangerGuesses()
      .thenWaits(30);
    given(linkPasswordLimit, { pair: failures(16) })
      .whenAStrangerGuesses()
      .thenWaits(900);
  });

  it('slow strangers from 20 in a run, not the addresses that opened the link, and refuse all at 100', () => {
    given(linkPasswordLimit, { run: failures(20) })
      .whenAStrangerGuesses()
      .thenWaits(60);
    given(linkPasswordLimit, { run: failures(20) })
      .whenAKnownAddressGuesses()
      .thenWaits(0);
    given(linkPasswordLimit, { run: failures(100) })
      .whenAKnownAddressGuesses()
      .thenIsRefused();
  });
});

describe('second-factor code limits', () => {
  it('make a user wait after 5 wrong codes from anywhere', () => {
    given(verificationLimit, { run: failures(5) })
      .whenAStrangerGuesses()
      .thenWaits(30);
  });
});

describe('an attacker guessing one account as fast as the limits allow, from a new address each time', () => {
  /** Guesses whenever the wait is over; the guesses made in `hours`, and when the last was. */
  function guessing(limit: AttemptLimit, hours: number) {
    const start = now.getTime();
    const run: Date[] = [];
    let at = start;
    while (at < start + hours * 3_600_000) {
      const clock = new Date(at);
      const wait = waitSeconds(limit, { ofPair: [], ofSubject: run, ofClient: [] }, clock);
      if (wait === Number.POSITIVE_INFINITY) break;
      if (wait === 0) run.push(clock);
      at += Math.max(1, wait) * 1000;
    }
    const lastHours = ((run.at(-1)?.getTime() ?? start) - start) / 3_600_000;
    return { guesses: run.length, lastHours };
  }

  it('gets 23 guesses in the first 15 minutes, 25 in an hour, 48 in a day', () => {
    expect(guessing(signInLimit, 0.25).guesses).toBe(23);
    expect(guessing(signInLimit, 1).guesses).toBe(25);
    expect(guessing(signInLimit, 24).guesses).toBe(48);
  });

  it('is refused after its 100th wrong guess, more than three days in', () => {
    const { guesses, lastHours } = guessing(signInLimit, 24 * 30);
    expect(guesses).toBe(100);
    expect(Math.floor(lastHours)).toBe(75);
  });
});
