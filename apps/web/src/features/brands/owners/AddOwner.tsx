import { Button, Group, Select } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { OwnerEdits } from './useOwnerEdits';

/** The brand owner picker and Add (managers only); Add spins while an add, not a removal, is sent. */
export function AddOwner({ edits }: { edits: OwnerEdits }) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        style={{ flex: 1 }}
        placeholder={edits.optionsLoading ? 'Loading brand owners…' : 'Add a brand owner'}
        aria-label="Add a brand owner"
        searchable
        clearable
        data={edits.candidates}
        value={edits.adding}
        onChange={edits.setAdding}
        nothingFoundMessage="No brand owners"
        data-testid="owner-picker"
      />
      <Button
        leftSection={<IconUserPlus size={16} />}
        onClick={edits.add}
        disabled={!edits.adding}
        loading={edits.pending && !edits.removing}
        data-testid="owner-add"
      >
        Add
      </Button>
    </Group>
  );
}
