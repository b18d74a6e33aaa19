import { ActionIcon, Group, Select, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PHONE_TYPES } from '@crm/contracts';
import type { Phone } from './pocForm';

/** The `i`-th phone of the POC form (0-based; labels count from 1): country code, number (with its error), type and remove. */
export function PocPhoneRow({
  i,
  phone,
  error,
  onChange,
  onRemove,
}: {
  i: number;
  phone: Phone;
  error: ReactNode;
  onChange: (patch: Partial<Phone>) => void;
  onRemove: () => void;
}) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        aria-label={`Country code ${i + 1}`}
        value={phone.cc}
        onChange={(e) => onChange({ cc: e.currentTarget.value })}
        w={72}
        data-testid={`poc-phone-cc-${i}`}
      />
      <TextInput
        aria-label={`Number ${i + 1}`}
        value={phone.number}
        onChange={(e) => onChange({ number: e.currentTarget.value })}
        error={error}
        style={{ flex: 1 }}
        data-testid={`poc-phone-number-${i}`}
      />
      <Select
        aria-label={`Type ${i + 1}`}
        data={[...PHONE_TYPES]}
        value={phone.type}
        onChange={(v) => v && onChange({ type: v as Phone['type'] })}
        allowDeselect={false}
        w={120}
        data-testid={`poc-phone-type-${i}`}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Remove phone ${i + 1}`}
        onClick={onRemove}
        mt={4}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
