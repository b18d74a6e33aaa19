/**
 * The brand selection of the assign page (spec 001 §4): either chosen brand ids, or `all` brands
 * matching the filters across every page. Only the rows the user works (`pageIds`) are selectable.
 */
export type Selection = { ids: ReadonlySet<number>; all: boolean };

/** Nothing selected. */
export const EMPTY_SELECTION: Selection = { ids: new Set(), all: false };

/** What the checkboxes, the bulk bar and a new list scope do to the selection. */
export type SelectionAction =
  | { type: 'toggleRow'; id: number; pageIds: readonly number[] }
  | { type: 'togglePage'; pageIds: readonly number[] }
  | { type: 'selectAllMatching' }
  | { type: 'clear' };

/**
 * The next selection. Toggling a row while all matching are selected keeps the rest of the page
 * selected; toggling the page unselects it when it is wholly selected, else adds it.
 */
export function selectionReducer(s: Selection, a: SelectionAction): Selection {
  switch (a.type) {
    case 'toggleRow': {
      if (s.all) return { ids: new Set(a.pageIds.filter((x) => x !== a.id)), all: false };
      const ids = new Set(s.ids);
      if (ids.has(a.id)) ids.delete(a.id);
      else ids.add(a.id);
      return { ids, all: false };
    }
    case 'togglePage': {
      if (s.all || a.pageIds.every((id) => s.ids.has(id))) {
        const ids = new Set(s.all ? [] : s.ids);
        a.pageIds.forEach((id) => ids.delete(id));
        return { ids, all: false };
      }
      return { ids: new Set([...s.ids, ...a.pageIds]), all: false };
    }
    case 'selectAllMatching':
      return { ids: new Set(), all: true };
    case 'clear':
      return EMPTY_SELECTION;
  }
}

/**
 * The selection as the page shows it: how many brands are selected (`total`, the list's count, when
 * all matching are) and that count as shown (`totalLabel` when all are: '10,000+' for a capped
 * total), and whether the page's selectable rows are all or only some selected.
 */
export function selectionSummary(
  s: Selection,
  pageIds: readonly number[],
  total: number,
  totalLabel = String(total),
) {
  const pageAllSelected = s.all || (pageIds.length > 0 && pageIds.every((id) => s.ids.has(id)));
  return {
    selectedCount: s.all ? total : s.ids.size,
    selectedLabel: s.all ? totalLabel : String(s.ids.size),
    pageAllSelected,
    pageSomeSelected: !pageAllSelected && pageIds.some((id) => s.ids.has(id)),
  };
}
