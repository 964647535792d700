import type { RequestSession } from '../auth/authenticate.ts';
import type { Sessions } from '../auth/sessions.ts';

/** graphql-ws close codes: its client gives up on 4401 and reconnects after 4403. */
export const SESSION_ENDED_CLOSE = 4401;
export const TOKEN_EXPIRED_CLOSE = 4403;

/** What a websocket offers to be closed by its session. */
export interface SessionSocket {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * Keeps each open GraphQL websocket with its session: closed when the session ends on any BFF
 * (4401, the client stays closed) and when its access token expires (4403, the client comes back
 * with a fresh one).
 */
export function watchSessionSockets(sessions: Pick<Sessions, 'onEnded'>) {
  const open = new Map<string, Set<SessionSocket>>();
  const stop = sessions.onEnded((sessionId) => {
    for (const socket of open.get(sessionId) ?? [])
      socket.close(SESSION_ENDED_CLOSE, 'Session ended');
  });
  return {
    watch(socket: SessionSocket, session: RequestSession, now = Date.now()): void {
      const sockets = open.get(session.id) ?? new Set();
      open.set(session.id, sockets.add(socket));
      const expiry = setTimeout(
        () => socket.close(TOKEN_EXPIRED_CLOSE, 'Access token expired'),
        Math.max(0, session.expiresAt.getTime() - now),
      );
      expiry.unref();
      socket.once('close', () => {
        clearTimeout(expiry);
        sockets.delete(socket);
        if (sockets.size === 0) open.delete(session.id);
      });
    },
    /** How many sockets are watched, for tests. */
    size: () => [...open.values()].reduce((sum, sockets) => sum + sockets.size, 0),
    stop,
  };
}
