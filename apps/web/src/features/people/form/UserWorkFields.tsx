import { Autocomplete, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ROLE_CODES, ROLE_NAMES, type AdminUserProfile, type RoleCode } from '@crm/contracts';
import { useReference } from '../../../lib/referenceQueries';
import { SearchPicker } from '../../../components/searchPickers';
import { SEARCH_DEBOUNCE_MS } from '../../../components/SearchBox';
import { useDesignationOptions, useTeamOwnerOptions } from '../adminUsers';
import type { UserForm } from './useUserForm';

const ROLE_OPTIONS = ROLE_CODES.map((r) => ({ value: r, label: `${ROLE_NAMES[r]} (${r})` }));

/**
 * The user form's work fields: roles (at least one), vertical, designation (suggested from the settings
 * list and those users hold, as typed) and team owner (`profile`'s current one shown while editing).
 */
export function UserWorkFields({ f, profile }: { f: UserForm; profile: AdminUserProfile | null }) {
  const { values, set, shown } = f;
  const { data: ref } = useReference();
  const [designationSearch] = useDebouncedValue(values.designation.trim(), SEARCH_DEBOUNCE_MS);
  const designations = useDesignationOptions(designationSearch);
  return (
    <>
      <MultiSelect
        label="Roles"
        required
        data={ROLE_OPTIONS}
        value={values.roles}
        onChange={(v) => set('roles', v as RoleCode[])}
        error={shown('roles')}
        searchable
        data-testid="user-form-roles"
      />
      <SimpleGrid cols={2}>
        <Select
          label="Vertical"
          clearable
          searchable
          data={(ref?.verticals ?? []).map((v) => ({ value: String(v.id), label: v.name }))}
          value={values.verticalId}
          onChange={(v) => set('verticalId', v)}
        />
        <Autocomplete
          label="Designation"
          placeholder="e.g. Senior Manager"
          data={designations}
          value={values.designation}
          onChange={(v) => set('designation', v)}
          error={shown('designation')}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      <SearchPicker
        label="Team owner"
        noun="team owners"
        value={values.teamOwnerId}
        initial={
          profile?.teamOwnerId
            ? { value: String(profile.teamOwnerId), label: profile.teamOwnerName ?? '' }
            : null
        }
        onChange={(v) => set('teamOwnerId', v)}
        useOptions={useTeamOwnerOptions}
        testId="user-form-team-owner"
      />
    </>
  );
}
