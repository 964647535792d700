import { createContext, useContext, useMemo, useState } from 'react';

/**
 * The folder sidebar's tabs (projects-workspaces-folders §2, Inspectors and sidebars), and the
 * viewer's History (decision 0144).
 */
export type SidebarMode = 'metadata' | 'comments' | 'history';

/**
 * The tab shown: Comments only while there are comments (spec §4), History where there is one,
 * otherwise Metadata.
 */
export function shownTab(mode: SidebarMode, hasComments: boolean, hasHistory = false) {
  if (mode === 'comments' && hasComments) return 'comments';
  return mode === 'history' && hasHistory ? 'history' : 'metadata';
}

export interface SidebarModeApi {
  mode: SidebarMode;
  setMode(mode: SidebarMode): void;
  /** What turning on 'Takes with Comments' does: the sidebar switches to Comments. */
  showComments(): void;
}

export const SidebarModeContext = createContext<SidebarModeApi | null>(null);

/** The folder screen's sidebar mode, Metadata at first. */
export function useSidebarModeState(): SidebarModeApi {
  const [mode, setMode] = useState<SidebarMode>('metadata');
  return useMemo(() => ({ mode, setMode, showComments: () => setMode('comments') }), [mode]);
}

const outsideFolder: SidebarModeApi = {
  mode: 'metadata',
  setMode: () => {},
  showComments: () => {},
};

/** The open folder's sidebar mode; where no folder sidebar shows (a share link), it does nothing. */
export const useSidebarMode = (): SidebarModeApi => useContext(SidebarModeContext) ?? outsideFolder;
