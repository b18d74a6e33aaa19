import { Button, Popover, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

/** Save filter: a popover asking the filter's name (≤ 60 characters); Save hands the trimmed name to `onSave` and closes. */
export function SaveUserFilterButton({ onSave }: { onSave: (name: string) => void }) {
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  return (
    <Popover opened={naming} onChange={setNaming} position="bottom-end" withinPortal>
      <Popover.Target>
        <Button variant="light" onClick={() => setNaming((o) => !o)} data-testid="user-filter-save">
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
              onSave(name.trim());
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
  );
}
