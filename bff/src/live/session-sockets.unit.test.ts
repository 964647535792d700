import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchSessionSockets } from './session-sockets.ts';

class FakeSocket extends EventEmitter {
  closedWith: [number, string] | null = null;
  close(code: number, reason: string) {
    this.closedWith ??= [code, reason];
    this.emit('close');
  }
}

const sessionsHub = () => {
  const listeners = new Set<(id: string) => void>();
  return {
    onEnded(listener: (id: string) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    end: (id: string) => {
      for (const listener of listeners) listener(id);
    },
  };
};

const at = (ms: number) => new Date(ms);

describe('websockets and their session', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes every socket of a session that ends with 4401, and no other', () => {
    const hub = sessionsHub();
    const sockets = watchSessionSockets(hub);
    const [a1, a2, b] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    sockets.watch(a1, { id: 'a', expiresAt: at(60_000) }, 0);
    sockets.watch(a2, { id: 'a', expiresAt: at(60_000) }, 0);
    sockets.watch(b, { id: 'b', expiresAt: at(60_000) }, 0);
    hub.end('a');
    expect([a1.closedWith, a2.closedWith, b.closedWith]).toEqual([
      [4401, 'Session ended'],
      [4401, 'Session ended'],
      null,
    ]);
    expect(sockets.size()).toBe(1);
  });

  it('closes a socket with 4403 when its token expires, so the client comes back with a new one', () => {
    const sockets = watchSessionSockets(sessionsHub());
    const socket = new FakeSocket();
    sockets.watch(socket, { id: 'a', expiresAt: at(Date.now() + 900_000) });
    vi.advanceTimersByTime(899_999);
    expect(socket.closedWith).toBeNull();
    vi.advanceTimersByTime(1);
    expect(socket.closedWith).toEqual([4403, 'Access token expired']);
    expect(sockets.size()).toBe(0);
  });

  it('forgets a socket the client closed, and its timer', () => {
    const sockets = watchSessionSockets(sessionsHub());
    const socket = new FakeSocket();
    sockets.watch(socket, { id: 'a', expiresAt: at(Date.now() + 1_000) });
    socket.emit('close');
    expect(sockets.size()).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(socket.closedWith).toBeNull();
  });
});
