import { Group, MultiSelect } from '@mantine/core';
import { useReference } from '../../lib/referenceQueries';
import { SearchMultiPicker } from '../../components/searchPickers';
import { useTeamOwnerOptions } from './adminUsers';
import { SavedUserFiltersMenu } from './list/SavedUserFiltersMenu';
import { SaveUserFilterButton } from './list/SaveUserFilterButton';
import { useSavedUserFilters, type UserFilterState } from './useUserFilters';
import { dropdownProps, firstChipThenMore } from '../../components/dropdown';

const ids = (v: string[]) => v.map(Number);
const strings = (v: number[]) => v.map(String);

/**
 * The admin users list's filter bar (spec 001 §7 'Users list (admin)'): vertical and team owner (role
 * and status are the page's role chips and status switch), and the saved filters menu — save the whole
 * current filter by name, apply or delete (with Undo) a saved one.
 */
export function UserFilterBar({
  filter,
  onPatch,
  onApply,
}: {
  filter: UserFilterState;
  onPatch: (p: Partial<UserFilterState>) => void;
  onApply: (f: Partial<UserFilterState>) => void;
}) {
  const reference = useReference();
  const { saved, save, remove } = useSavedUserFilters();
  const verticals = (reference.data?.verticals ?? []).map((v) => ({
    value: String(v.id),
    label: v.name,
  }));
  return (
    <Group gap="sm" align="flex-end" data-testid="user-filter-bar">
      <MultiSelect
        {...dropdownProps()}
        label="Vertical"
        placeholder={filter.verticalIds.length ? undefined : 'Any vertical'}
        data={verticals}
        value={strings(filter.verticalIds)}
        renderPill={firstChipThenMore(strings(filter.verticalIds))}
        onChange={(v) => onPatch({ verticalIds: ids(v) })}
        searchable
        clearable
        data-testid="user-filter-vertical"
      />
      <SearchMultiPicker
        label="Team owner"
        noun="team owners"
        value={strings(filter.teamOwnerIds)}
        onChange={(v) => onPatch({ teamOwnerIds: ids(v) })}
        useOptions={useTeamOwnerOptions}
        testId="user-filter-team-owner"
      />
      <SavedUserFiltersMenu
        saved={saved}
        onApply={onApply}
        onRemove={(name) => void remove(name)}
      />
      <SaveUserFilterButton onSave={(name) => void save(name, filter)} />
    </Group>
  );
}
