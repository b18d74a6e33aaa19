import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconRestore, IconTrash } from '@tabler/icons-react';
import { CUSTOM_FIELD_TYPE_LABELS, type CustomField } from '@crm/contracts';
import { formatDateTime } from '../../../lib/format';
import { noun } from './fieldText';
import type { ArchivedFieldsState } from './useArchivedFields';

/** One archived field: label, type, when it was archived and on how many rows its values are kept; restore and delete. */
export function ArchivedFieldRow({ field: f, s }: { field: CustomField; s: ArchivedFieldsState }) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="cf-archived-row">
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {f.label}{' '}
          <Badge variant="outline" color="gray" size="xs">
            {CUSTOM_FIELD_TYPE_LABELS[f.type]}
          </Badge>
        </Text>
        <Text size="xs" c="dimmed">
          Archived {formatDateTime(f.archivedAt)} · values kept on {noun(s.entity, f.usage)}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRestore size={14} />}
          onClick={() => s.restore(f)}
          data-testid={`cf-restore-${f.key}`}
        >
          Restore
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => s.setDeleting(f)}
          data-testid={`cf-delete-${f.key}`}
        >
          Delete permanently
        </Button>
      </Group>
    </Group>
  );
}
