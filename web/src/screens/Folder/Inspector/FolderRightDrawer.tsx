import { createContext, type ReactNode, useContext, useState } from 'react';
import {
  SidebarModeContext,
  useSidebarModeState,
} from '../../../folders/Inspector/sidebar-mode.ts';
import { ChosenAssetOutlet } from '../../../folders/Selection/FolderSelection.tsx';
import { AssetSidebar } from './AssetSidebar.tsx';
import { FolderSidebar } from './FolderSidebar.tsx';

const ChosenAssetContext = createContext<string | null>(null);

/** What the folder screen's right drawer follows: the sidebar mode and the one asset chosen. */
export function FolderDrawerProvider({ children }: { children: ReactNode }) {
  const sidebarMode = useSidebarModeState();
  const [chosenAssetId, setChosenAssetId] = useState<string | null>(null);
  return (
    <SidebarModeContext.Provider value={sidebarMode}>
      <ChosenAssetOutlet.Provider value={setChosenAssetId}>
        <ChosenAssetContext.Provider value={chosenAssetId}>{children}</ChosenAssetContext.Provider>
      </ChosenAssetOutlet.Provider>
    </SidebarModeContext.Provider>
  );
}

/** The right drawer: the asset's sidebar while exactly one asset is chosen, else the folder's. */
export function FolderRightDrawer({ folderId }: { folderId: string }) {
  const chosenAssetId = useContext(ChosenAssetContext);
  return chosenAssetId ? (
    <AssetSidebar key={chosenAssetId} assetId={chosenAssetId} />
  ) : (
    <FolderSidebar folderId={folderId} />
  );
}
