import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconAdjustmentsPlus } from '@tabler/icons-react';
import type { CustomField } from '@crm/contracts';
import { useCustomFields } from './queries';

/**
 * The brand list's optional custom-field columns: the active brand fields the user has
 * ticked in the 'Custom columns' menu, kept in this browser. `ids` are the export's column ids
 * ('cf:<fieldId>').
 */
export function useBrandCustomColumns() {
  const { data } = useCustomFields('BRAND');
  const [chosen, setChosen] = useLocalStorage<number[]>({
    key: 'crm.brandList.customColumns',
    defaultValue: [],
  });
  const all = data?.fields ?? [];
  const fields = all.filter((f) => chosen.includes(f.id));
  const toggle = (id: number, on: boolean) =>
    setChosen((c) => (on ? [...c.filter((x) => x !== id), id] : c.filter((x) => x !== id)));
  return { all, fields, ids: fields.map((f) => `cf:${f.id}`), toggle };
}

/** The 'Custom columns' menu: one checkbox per active brand field. Hidden while no field exists. */
export function CustomColumnsMenu({
  all,
  fields,
  toggle,
}: {
  all: CustomField[];
  fields: CustomField[];
  toggle: (id: number, on: boolean) => void;
}) {
  if (!all.length) return null;
  const shown = new Set(fields.map((f) => f.id));
  return (
    <Popover position="bottom-end" shadow="md" width={260} trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconAdjustmentsPlus size={16} />}
          data-testid="custom-columns-menu"
        >
          Custom columns{fields.length ? ` (${fields.length})` : ''}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            Shown in the list and in exports (all custom fields are exported when none is ticked).
          </Text>
          {all.map((f) => (
            <Checkbox
              key={f.id}
              label={f.label}
              checked={shown.has(f.id)}
              onChange={(e) => toggle(f.id, e.currentTarget.checked)}
              data-testid={`custom-column-${f.key}`}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
