import { useEffect, useReducer } from 'react';
import { EMPTY_SELECTION, selectionReducer, selectionSummary } from './selection';

/**
 * The assign page's brand selection (selection.ts) over the rows the user works (`pageIds`, in list
 * order). It empties when `listScope` changes: a new tab, filter, sort or view selects nothing.
 */
export function useAssignSelection(pageIds: number[], total: number, listScope: object) {
  const [selection, dispatch] = useReducer(selectionReducer, EMPTY_SELECTION);
  useEffect(() => dispatch({ type: 'clear' }), [listScope]);
  return {
    selection,
    pageIds,
    ...selectionSummary(selection, pageIds, total),
    isSelected: (id: number) => selection.all || selection.ids.has(id),
    toggleRow: (id: number) => dispatch({ type: 'toggleRow', id, pageIds }),
    togglePage: () => dispatch({ type: 'togglePage', pageIds }),
    selectAllMatching: () => dispatch({ type: 'selectAllMatching' }),
    clear: () => dispatch({ type: 'clear' }),
  };
}

/** The assign page's selection and its commands (useAssignSelection). */
export type AssignSelection = ReturnType<typeof useAssignSelection>;
