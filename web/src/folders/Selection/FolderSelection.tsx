import {
  createContext,
  type DragEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { organise } from '../ItemMenu/OrganiseDialogs.tsx';
import type { ListingFolder, MenuItemTarget } from '../ItemMenu/organise-rules.ts';
import { useCopyItemsMutation, useMoveItemsMutation } from '../ItemMenu/useOrganiseMutations.ts';
import { itemDrag } from './item-drag.ts';
import { SelectedCountOutlet } from './SelectedCount.tsx';
import { keepShown, noSelection, type Selection, select, selectHowOf } from './selection.ts';

/** What the folder's rows share: the open folder, the selection, items dragged onto folders. */
export interface FolderSelectionApi {
  /** The open folder that lists them. */
  folder: ListingFolder;
  selecting: boolean;
  setSelecting(selecting: boolean): void;
  selected: MenuItemTarget[];
  isSelected(id: string): boolean;
  /** A click on a row: true when it chose items rather than opening one. */
  click(id: string, event: MouseEvent): boolean;
  toggle(id: string): void;
  /** What a row's menu acts on: the selection when the row is part of it, else the row. */
  targetsFor(item: MenuItemTarget): MenuItemTarget[];
  clear(): void;
  dragStart(item: MenuItemTarget, event: DragEvent): void;
  dragEnd(): void;
}

const FolderSelectionContext = createContext<FolderSelectionApi | null>(null);

/** The open folder's selection; null where rows are shown without one (a share link's view). */
export const useFolderSelection = () => useContext(FolderSelectionContext);

/** Told the one asset chosen (else null), for the folder's right drawer to show its sidebar. */
export const ChosenAssetOutlet = createContext<(assetId: string | null) => void>(() => {});

/** The type a row's drag carries, so the upload drop zone (files only) never takes it. */
const DRAG_TYPE = 'application/x-rushes-items';

/**
 * The selection over `items` (the list as shown): Ctrl/⌘ and Shift clicks choose without
 * opening, Select Items turns on checkboxes, Escape ends it; dragging a chosen item drags them all
 * (to a folder that takes them: useItemDrop). How many are chosen goes to SelectedCountOutlet.
 */
export function FolderSelectionProvider(props: {
  folder: ListingFolder;
  items: MenuItemTarget[];
  children: ReactNode;
}) {
  const { folder, items } = props;
  const [selection, setSelection] = useState<Selection>(noSelection);
  const [selecting, setSelecting] = useState(false);
  const moveItems = useMoveItemsMutation();
  const copyItems = useCopyItemsMutation();
  const order = useMemo(() => items.map((item) => item.id), [items]);
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const shown = keepShown(selection, order);
  const chosen = [...shown.ids].map((id) => byId.get(id));
  const chosenAsset = chosen.length === 1 && chosen[0]?.kind === 'asset' ? chosen[0].id : null;
  const tellChosen = useContext(ChosenAssetOutlet);
  useEffect(() => {
    tellChosen(chosenAsset);
    return () => tellChosen(null);
  }, [tellChosen, chosenAsset]);
  const tellCount = useContext(SelectedCountOutlet);
  useEffect(() => {
    tellCount(shown.ids.size);
    return () => tellCount(0);
  }, [tellCount, shown.ids.size]);

  const clear = useCallback(() => {
    setSelection(noSelection);
    setSelecting(false);
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') clear();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [clear]);

  const api = useMemo<FolderSelectionApi>(() => {
    const selected = [...shown.ids].flatMap((id) => byId.get(id) ?? []);
    const targetsFor = (item: MenuItemTarget) =>
      shown.ids.has(item.id) && selected.length > 1 ? selected : [item];
    return {
      folder,
      selecting: selecting || shown.ids.size > 0,
      setSelecting(next) {
        if (next) setSelecting(true);
        else clear();
      },
      selected,
      isSelected: (id) => shown.ids.has(id),
      click(id, event) {
        const how = selectHowOf(event);
        if (how === 'only' && !selecting && shown.ids.size === 0) return false;
        setSelection(select(shown, order, id, how === 'only' ? 'toggle' : how));
        return true;
      },
      toggle: (id) => setSelection(select(shown, order, id, 'toggle')),
      targetsFor,
      clear,
      dragStart(item, event) {
        const moving = targetsFor(item).filter((target) => target.allowedTo.edit);
        event.dataTransfer.setData(DRAG_TYPE, moving.map((target) => target.id).join(','));
        event.dataTransfer.effectAllowed = 'copyMove';
        itemDrag.start({
          items: moving,
          async dropOn(target, copy) {
            itemDrag.end();
            const mutations = { moveItems, copyItems };
            const ok = await organise(copy ? 'copy' : 'move', moving, target.id, mutations);
            if (ok) clear();
            return ok;
          },
        });
      },
      dragEnd: itemDrag.end,
    };
  }, [folder, shown, selecting, byId, order, clear, moveItems, copyItems]);

  return (
    <FolderSelectionContext.Provider value={api}>{props.children}</FolderSelectionContext.Provider>
  );
}
