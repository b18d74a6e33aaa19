import { useEffect, useReducer } from 'react';
import { EMPTY_SELECTION, selectionReducer, selectionSummary } from './selection';
import type { AssignList } from './useAssignList';

/**
 * The assign page's brand selection (selection.ts) over the rows of `list` the user works (its
 * selectableIds, in list order) out of its total. It empties when `listScope` changes: a new tab,
 * filter, sort or view selects nothing.
 */
export function useAssignSelection(
  list: Pick<AssignList, 'selectableIds' | 'total' | 'totalLabel'>,
  listScope: object,
) {
  const pageIds = list.selectableIds;
  const [selection, dispatch] = useReducer(selectionReducer, EMPTY_SELECTION);
  useEffect(() => dispatch({ type: 'clear' }), [listScope]);
  return {
    selection,
    pageIds,
    ...selectionSummary(selection, pageIds, list.total, list.totalLabel),
    isSelected: (id: number) => selection.all || selection.ids.has(id),
    toggleRow: (id: number) => dispatch({ type: 'toggleRow', id, pageIds }),
    togglePage: () => dispatch({ type: 'togglePage', pageIds }),
    selectAllMatching: () => dispatch({ type: 'selectAllMatching' }),
    clear: () => dispatch({ type: 'clear' }),
  };
}

/** The assign page's selection and its commands (useAssignSelection). */
export type AssignSelection = ReturnType<typeof useAssignSelection>;
