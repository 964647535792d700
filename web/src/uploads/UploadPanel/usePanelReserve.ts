import { useEffect } from 'react';
import { PANEL_RESERVE_VAR, panelReserve } from './panel-reserve.ts';

/** Publishes the open panel's room (see PANEL_RESERVE_VAR); none once it closes. */
export function usePanelReserve(panelHeight: number): void {
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty(PANEL_RESERVE_VAR, panelReserve(panelHeight));
    return () => {
      root.removeProperty(PANEL_RESERVE_VAR);
    };
  }, [panelHeight]);
}
