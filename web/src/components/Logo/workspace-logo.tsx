import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

interface WorkspaceLogoState {
  url: string | null;
  show: (url: string | null) => void;
}

const WorkspaceLogoContext = createContext<WorkspaceLogoState>({ url: null, show: () => {} });

/** Holds the logo of the workspace the page is about, for the header to show. */
export function WorkspaceLogoProvider({ children }: { children: ReactNode }) {
  const [url, show] = useState<string | null>(null);
  return <WorkspaceLogoContext value={{ url, show }}>{children}</WorkspaceLogoContext>;
}

/** The workspace logo the header shows; null for the default logo. */
export const useShownWorkspaceLogo = () => useContext(WorkspaceLogoContext).url;

/**
 * A page about a workspace (its settings, one of its projects) has the header show its logo
 * while the page is open; null keeps the default.
 */
export function useWorkspaceLogo(url: string | null) {
  const { show } = useContext(WorkspaceLogoContext);
  useEffect(() => {
    show(url);
    return () => show(null);
  }, [url, show]);
}
