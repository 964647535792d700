import { useLocalStorage } from '@mantine/hooks';
import {
  type FolderSort,
  nextSort,
  parseSavedSort,
  SAVED_SORT_KEY,
  type SortField,
  shownSort,
  type TableSort,
} from './folder-sort.ts';

/**
 * The list's order: the one the user chose (saved for every folder), else by content. Sorting by
 * a column saves the new order and hands it to `onSort`, which fetches the list in it.
 */
export function useFolderSort(
  content: { hasAssets: boolean; hasSlates: boolean },
  onSort: (next: FolderSort) => void,
): TableSort & { saved: FolderSort | null } {
  const [saved, setSaved] = useLocalStorage<FolderSort | null>({
    key: SAVED_SORT_KEY,
    defaultValue: null,
    deserialize: parseSavedSort,
    getInitialValueInEffect: false,
  });
  const shown = shownSort(saved, content);
  return {
    saved,
    shown,
    onSort(field: SortField) {
      const next = nextSort(shown, field);
      setSaved(next);
      onSort(next);
    },
  };
}
