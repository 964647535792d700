import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { config } from '../config/config.ts';
import type { Session, SessionState } from './session.store.ts';

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

export function useSessionState(): SessionState {
  const session = useSession();
  return useSyncExternalStore(session.subscribe, session.getState);
}

/** The support address: the server's (hello), else the build's, else none. */
export function useSupportEmail(): string | null {
  return useSessionState().hello?.supportEmail ?? config.supportEmail;
}
