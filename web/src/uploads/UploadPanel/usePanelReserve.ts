import { useEffect } from 'react';
import { PANEL_OPEN_VAR, PANEL_RESERVE_VAR, panelOpen, panelReserve } from './panel-reserve.ts';

/** Publishes the open panel's room and that it is open (see panel-reserve.ts); none once it closes. */
export function usePanelReserve(panelHeight: number): void {
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty(PANEL_RESERVE_VAR, panelReserve(panelHeight));
    root.setProperty(PANEL_OPEN_VAR, panelOpen(panelHeight));
    return () => {
      root.removeProperty(PANEL_RESERVE_VAR);
      root.removeProperty(PANEL_OPEN_VAR);
    };
  }, [panelHeight]);
}
