import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PocPhoneRow } from './PocPhoneRow';
import type { PocFormState } from './usePocForm';

/** Most phone numbers a POC keeps. */
const MAX_PHONES = 5;

/** The POC form's phone numbers: up to five rows, 'Add phone' starting a +91 mobile. */
export function PocPhoneList({ pf }: { pf: PocFormState }) {
  const { values, errors, set, setPhone } = pf;
  const { phones } = values;
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Phone numbers
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPlus size={14} />}
          onClick={() => set('phones', [...phones, { cc: '+91', number: '', type: 'MOBILE' }])}
          disabled={phones.length >= MAX_PHONES}
          data-testid="poc-add-phone"
        >
          Add phone
        </Button>
      </Group>
      {phones.length === 0 && (
        <Text size="xs" c="dimmed">
          No phone numbers.
        </Text>
      )}
      {phones.map((p, i) => (
        <PocPhoneRow
          key={i}
          i={i}
          phone={p}
          error={errors[`phoneNumbers.${i}`]}
          onChange={(patch) => setPhone(i, patch)}
          onRemove={() =>
            set(
              'phones',
              phones.filter((_, j) => j !== i),
            )
          }
        />
      ))}
    </Stack>
  );
}
