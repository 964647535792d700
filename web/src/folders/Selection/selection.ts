/**
 * The folder browser's selection: which items are chosen, and the one a Shift range starts from.
 * Items are named by id; `order` is the list as shown, folders then assets.
 */
export interface Selection {
  ids: ReadonlySet<string>;
  anchor: string | null;
}

export const noSelection: Selection = { ids: new Set(), anchor: null };

/** How a click chooses: that item alone, that item in or out (Ctrl/⌘), or a range (Shift). */
export type SelectHow = 'only' | 'toggle' | 'range';

export const selectHowOf = (event: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }) =>
  event.shiftKey ? 'range' : event.ctrlKey || event.metaKey ? 'toggle' : 'only';

/** The selection after a click on `id`. */
export function select(
  selection: Selection,
  order: readonly string[],
  id: string,
  how: SelectHow,
): Selection {
  if (how === 'toggle') {
    const ids = new Set(selection.ids);
    if (ids.has(id)) ids.delete(id);
    else ids.add(id);
    return { ids, anchor: id };
  }
  if (how === 'range' && selection.anchor !== null) {
    const from = order.indexOf(selection.anchor);
    const to = order.indexOf(id);
    if (from >= 0 && to >= 0) {
      const [start, end] = from <= to ? [from, to] : [to, from];
      return {
        ids: new Set([...selection.ids, ...order.slice(start, end + 1)]),
        anchor: selection.anchor,
      };
    }
  }
  return { ids: new Set([id]), anchor: id };
}

/** Items gone from the list leave the selection. */
export function keepShown(selection: Selection, order: readonly string[]): Selection {
  if (selection.ids.size === 0) return selection;
  const shown = new Set(order);
  const ids = [...selection.ids].filter((id) => shown.has(id));
  if (ids.length === selection.ids.size) return selection;
  const anchor = selection.anchor !== null && shown.has(selection.anchor) ? selection.anchor : null;
  return { ids: new Set(ids), anchor };
}
