import { Group, MultiSelect } from '@mantine/core';
import { STAGE_MAPPING, STAGES, type Stage } from '@crm/contracts';
import { useBrandOwnerOptions, useReference } from '../../../lib/referenceQueries';
import { SearchBox } from '../../../components/SearchBox';
import { AssignSortSelect } from './AssignSortSelect';
import type { AssignFilterState } from './useAssignFilters';
import { AssignSavedViews } from './AssignSavedViews';
import { dropdownProps, firstChipThenMore } from '../../../components/dropdown';

/**
 * The assign page's filters: search, industries, brand owners, stages (Assigned tab only) and sort;
 * off the Assigned tab a chosen stage sort shows as the default sort, as the list is sorted. The
 * pipeline board orders its cards itself (`sortable` false); /pipeline has no saved views (`views` false).
 */
export function AssignFilterBar({
  f,
  sortable = true,
  views = true,
}: {
  f: AssignFilterState;
  sortable?: boolean;
  views?: boolean;
}) {
  const reference = useReference();
  const owners = useBrandOwnerOptions();
  const assigned = f.tab === 'ASSIGNED';
  const industryOptions = (reference.data?.industries ?? []).map((i) => ({
    value: String(i.id),
    label: i.name,
  }));
  const ownerOptions = (owners.data?.brandOwners ?? []).map((o) => ({
    value: String(o.userId),
    label: o.userName,
  }));
  return (
    <Group gap="sm" align="flex-end">
      <SearchBox
        value={f.searchFor}
        onSearch={f.setSearchFor}
        placeholder="Search brands"
        testId="assign-search"
      />
      <MultiSelect
        {...dropdownProps()}
        aria-label="Industries"
        placeholder={f.industryIds.length ? undefined : 'All industries'}
        data={industryOptions}
        value={f.industryIds}
        renderPill={firstChipThenMore(f.industryIds)}
        onChange={f.setIndustryIds}
        searchable
        clearable
        maxValues={500}
        w={260}
        data-testid="industry-filter"
      />
      <MultiSelect
        {...dropdownProps()}
        aria-label="Brand owners"
        placeholder={f.ownerIds.length ? undefined : 'All brand owners'}
        data={ownerOptions}
        value={f.ownerIds}
        renderPill={firstChipThenMore(f.ownerIds)}
        onChange={f.setOwnerIds}
        searchable
        clearable
        w={240}
        data-testid="owner-filter"
      />
      {assigned && (
        <MultiSelect
          {...dropdownProps()}
          aria-label="Stages"
          placeholder={f.stages.length ? undefined : 'All stages'}
          data={STAGES.map((s) => ({ value: s, label: STAGE_MAPPING[s].label }))}
          value={f.stages}
          renderPill={firstChipThenMore(f.stages)}
          onChange={(v) => f.setStages(v as Stage[])}
          clearable
          w={240}
          data-testid="stage-filter"
        />
      )}
      {sortable && <AssignSortSelect f={f} />}
      {views && <AssignSavedViews f={f} />}
    </Group>
  );
}
