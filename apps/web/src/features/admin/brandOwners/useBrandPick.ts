import { useState } from 'react';
import type { BrandFilter } from '@crm/contracts';
import type { MoveTarget } from './MovePanel';

/**
 * The admin's pick of brands to move: rows ticked by id, or 'all matching' the list's search and filter
 * (`total` of them). `target` is what the move sends; `reset` empties the pick (a new list, a done move).
 */
export function useBrandPick(searchFor: string, filters: BrandFilter, total: number) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const target: MoveTarget = allMatching
    ? { filter: { mainTab: 'ALL_BRANDS', searchFor, filters } }
    : { brandIds: [...selected] };
  return {
    selected,
    allMatching,
    setAllMatching,
    picked: allMatching ? total : selected.size,
    target,
    reset: () => {
      setSelected(new Set());
      setAllMatching(false);
    },
    toggle: (ids: number[], on: boolean) =>
      setSelected((s) => {
        const next = new Set(s);
        ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
        return next;
      }),
  };
}
