import { Button, Menu } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { MERGE_FIELDS, type MergeField } from '@crm/contracts';

/** How each merge field reads in the menu. */
const LABELS: Record<MergeField, string> = {
  'poc.firstName': 'POC first name',
  'poc.lastName': 'POC last name',
  'brand.name': 'Brand name',
  'event.name': 'Event name',
  'inventory.name': 'Inventory name',
  'user.name': 'Your name',
  'user.signature': 'Your signature',
};

/** "Insert field": adds a merge field (`{{poc.firstName}}`…) to the mail's text, filled when it is sent. */
export function MergeFieldMenu({ onPick }: { onPick: (token: string) => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconBraces size={14} />}
          data-testid="compose-insert-field"
        >
          Insert field
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {MERGE_FIELDS.map((f) => (
          <Menu.Item key={f} onClick={() => onPick(`{{${f}}}`)}>
            {LABELS[f]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
