import { describe, expect, it } from 'vitest';
import { signInLimit, waitSeconds } from './attempt-limits.ts';

const now = new Date('2026-11-24T12:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const none = { ofSubject: [], ofClient: [] };

describe('sign-in limits', () => {
  it('let the first five wrong passwords for an account through', () => {
    expect(waitSeconds(signInLimit, none, now)).toBe(0);
    const four = [50, 40, 30, 20].map(secondsAgo);
    expect(waitSeconds(signInLimit, { ofSubject: four, ofClient: [] }, now)).toBe(0);
  });

  it('then make each attempt wait 30 s after the last, doubling up to 15 minutes', () => {
    const failures = (count: number) => ({
      ofSubject: Array.from({ length: count }, () => secondsAgo(0)),
      ofClient: [],
    });
    expect(waitSeconds(signInLimit, failures(5), now)).toBe(30);
    expect(waitSeconds(signInLimit, failures(6), now)).toBe(60);
    expect(waitSeconds(signInLimit, failures(7), now)).toBe(120);
    expect(waitSeconds(signInLimit, failures(10), now)).toBe(900);
    expect(waitSeconds(signInLimit, failures(20), now)).toBe(900);
  });

  it('count the wait from the last failure', () => {
    const ofSubject = [100, 90, 80, 70, 20].map(secondsAgo);
    expect(waitSeconds(signInLimit, { ofSubject, ofClient: [] }, now)).toBe(10);
    const older = [100, 90, 80, 70, 40].map(secondsAgo);
    expect(waitSeconds(signInLimit, { ofSubject: older, ofClient: [] }, now)).toBe(0);
  });

  it('stop a client after 30 wrong passwords in 15 minutes, until its oldest is out', () => {
    const ofClient = Array.from({ length: 30 }, (_, i) => secondsAgo(800 - i));
    expect(waitSeconds(signInLimit, { ofSubject: [], ofClient }, now)).toBe(100);
    expect(waitSeconds(signInLimit, { ofSubject: [], ofClient: ofClient.slice(1) }, now)).toBe(0);
  });
});

describe('an attacker guessing one account as fast as the limits allow', () => {
  /** Guesses whenever the wait is over, from any number of addresses; their count in `hours`. */
  function guessesIn(hours: number): number {
    const start = now.getTime();
    const failures: Date[] = [];
    let at = start;
    while (at < start + hours * 3_600_000) {
      const clock = new Date(at);
      const inWindow = failures.filter((f) => f.getTime() > at - signInLimit.windowMs);
      const wait = waitSeconds(signInLimit, { ofSubject: inWindow, ofClient: [] }, clock);
      if (wait === 0) failures.push(clock);
      at += Math.max(1, wait) * 1000;
    }
    return failures.length;
  }

  it('gets 9 guesses in the first 15 minutes, 12 in an hour and 104 in a day, from anywhere', () => {
    expect(guessesIn(0.25)).toBe(9);
    expect(guessesIn(1)).toBe(12);
    expect(guessesIn(24)).toBe(104);
  });
});
