import {
  ActionIcon,
  Button,
  Group,
  Menu,
  MultiSelect,
  Popover,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconBookmark, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useReference } from '../../lib/referenceQueries';
import { SearchMultiPicker } from '../../components/searchPickers';
import { useTeamOwnerOptions } from './adminUsers';
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
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
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
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconBookmark size={16} />}
            data-testid="user-filters-saved"
          >
            Saved filters
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {saved.length === 0 && <Menu.Label>No saved filters</Menu.Label>}
          {saved.map((f) => (
            <Menu.Item
              key={f.name}
              onClick={() => onApply(f.filter)}
              data-testid={`user-filter-apply-${f.name}`}
              rightSection={
                <ActionIcon
                  component="span"
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={`Delete filter ${f.name}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    void remove(f.name);
                  }}
                  data-testid={`user-filter-delete-${f.name}`}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              }
            >
              {f.name}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Popover opened={naming} onChange={setNaming} position="bottom-end" withinPortal>
        <Popover.Target>
          <Button
            variant="light"
            onClick={() => setNaming((o) => !o)}
            data-testid="user-filter-save"
          >
            Save filter
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <TextInput
              label="Filter name"
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.currentTarget.value)}
              data-testid="user-filter-name"
            />
            <Button
              size="xs"
              disabled={!name.trim()}
              onClick={() => {
                void save(name.trim(), filter);
                setNaming(false);
                setName('');
              }}
              data-testid="user-filter-save-confirm"
            >
              Save
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
