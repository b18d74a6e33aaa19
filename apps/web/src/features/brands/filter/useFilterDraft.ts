import { useEffect, useState } from 'react';
import type { BrandFilterInput, BrandFilterOptions } from '@crm/contracts';

/** Sets some parts of the draft filter, keeping the others. */
export type SetDraft = (patch: Partial<BrandFilterInput>) => void;

/** What each section of the Filters drawer gets: the draft, its setter and the filter's options. */
export type DraftSection = { draft: BrandFilterInput; set: SetDraft; options: BrandFilterOptions };

/** The Filters drawer's draft: the applied filter again each time the drawer opens, edited until Apply. */
export function useFilterDraft(opened: boolean, value: BrandFilterInput) {
  const [draft, setDraft] = useState<BrandFilterInput>(value);
  useEffect(() => {
    if (opened) setDraft(value);
  }, [opened, value]);
  const set: SetDraft = (patch) => setDraft((d) => ({ ...d, ...patch }));
  return { draft, set, reset: () => setDraft({}) };
}
