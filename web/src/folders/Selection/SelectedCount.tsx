import { createContext, type ReactNode, useContext, useState } from 'react';

/** Told by the list's selection how many items are chosen. */
export const SelectedCountOutlet = createContext<(count: number) => void>(() => {});

const SelectedCount = createContext(0);

/** Around a folder's screen: what stands above the list learns whether items are chosen in it. */
export function SelectedCountProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  return (
    <SelectedCountOutlet.Provider value={setCount}>
      <SelectedCount.Provider value={count}>{children}</SelectedCount.Provider>
    </SelectedCountOutlet.Provider>
  );
}

/** Its children while no item of the list is chosen: the toolbar's New Folder and Upload (§6). */
export function WhenNothingSelected({ children }: { children: ReactNode }) {
  return useContext(SelectedCount) === 0 ? children : null;
}
