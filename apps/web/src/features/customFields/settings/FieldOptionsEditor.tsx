import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CUSTOM_FIELD_LIMITS } from '@crm/contracts';
import type { OptionRow } from './fieldDraft';

/** A select field's options: one labelled input per row (the last one stays), remove, and 'Add option' up to the limit. */
export function FieldOptionsEditor({
  rows,
  onLabel,
  onRemove,
  onAdd,
}: {
  rows: OptionRow[];
  onLabel: (i: number, label: string) => void;
  onRemove: (i: number) => void;
  onAdd: () => void;
}) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Options
      </Text>
      {rows.map((r, i) => (
        <Group key={i} gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            placeholder={`Option ${i + 1}`}
            maxLength={CUSTOM_FIELD_LIMITS.optionLabel}
            value={r.label}
            aria-label={`Option ${i + 1}`}
            onChange={(e) => onLabel(i, e.currentTarget.value)}
            data-testid="cf-form-option"
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove option ${i + 1}`}
            disabled={rows.length === 1}
            onClick={() => onRemove(i)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        w="fit-content"
        disabled={rows.length >= CUSTOM_FIELD_LIMITS.options}
        onClick={onAdd}
        data-testid="cf-form-add-option"
      >
        Add option
      </Button>
    </Stack>
  );
}
