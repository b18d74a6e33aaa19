import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconBookmark, IconTrash } from '@tabler/icons-react';
import type { SavedUserFilter } from '@crm/contracts';

/** The admin's saved user filters menu: a click applies one; its bin deletes it (with Undo, see useSavedUserFilters). */
export function SavedUserFiltersMenu({
  saved,
  onApply,
  onRemove,
}: {
  saved: SavedUserFilter[];
  onApply: (f: SavedUserFilter['filter']) => void;
  onRemove: (name: string) => void;
}) {
  return (
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
                  onRemove(f.name);
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
  );
}
