import {
  BRAND_FILTER_OWNER_LISTS,
  BRAND_FILTER_SELECTIONS,
  type BrandFilterInput,
  type BrandFilterOptions,
  type SelectionType,
} from '@crm/contracts';
import { SelectionField, type Opt } from './SelectionField';
import type { DraftSection } from './useFilterDraft';

/** The options of each selection, by filter key: ids as text (engagement by its value). */
const SELECTION_OPTIONS: Record<string, (o: BrandFilterOptions) => Opt[]> = {
  industries: (o) => o.industries.map((x) => ({ value: String(x.id), label: x.name })),
  companies: (o) => o.companies.map((x) => ({ value: String(x.id), label: x.name })),
  agencies: (o) => o.agencies.map((x) => ({ value: String(x.id), label: x.name })),
  agencyAssociationType: (o) =>
    o.agencyAssociationTypes.map((x) => ({ value: String(x.id), label: x.name })),
  regions: (o) => o.regions.map((x) => ({ value: String(x.id), label: x.name })),
  verticals: (o) => o.verticals.map((x) => ({ value: String(x.id), label: x.name })),
  assignedByUsers: (o) => o.assignedByUsers.map((x) => ({ value: String(x.id), label: x.name })),
  engagement: (o) => o.engagement.map((x) => ({ value: x, label: x })),
  brandOwners: (o) => o.brandOwners.map((x) => ({ value: String(x.id), label: x.name })),
  teamOwners: (o) => o.teamOwners.map((x) => ({ value: String(x.id), label: x.name })),
};

/**
 * The drawer's selections (spec 001 §5), each with INCLUDE/EXCLUDE: the id selections (`ids`,
 * engagement by value) then the owner lists (`data`, user ids).
 */
export function SelectionFields({ draft, set, options }: DraftSection) {
  return (
    <>
      {BRAND_FILTER_SELECTIONS.map(([key, label]) => {
        const s = draft[key] as
          { ids?: (number | string)[]; selectionType?: SelectionType } | undefined;
        return (
          <SelectionField
            key={key}
            id={key}
            label={label}
            data={SELECTION_OPTIONS[key](options)}
            values={(s?.ids ?? []).map(String)}
            type={s?.selectionType ?? 'INCLUDE'}
            onChange={(v, type) =>
              set({
                [key]: { ids: key === 'engagement' ? v : v.map(Number), selectionType: type },
              } as Partial<BrandFilterInput>)
            }
          />
        );
      })}
      {BRAND_FILTER_OWNER_LISTS.map(([key, label]) => {
        const s = draft[key];
        return (
          <SelectionField
            key={key}
            id={key}
            label={label}
            data={SELECTION_OPTIONS[key](options)}
            values={(s?.data ?? []).map(String)}
            type={s?.selectionType ?? 'INCLUDE'}
            onChange={(v, type) => set({ [key]: { data: v.map(Number), selectionType: type } })}
          />
        );
      })}
    </>
  );
}
