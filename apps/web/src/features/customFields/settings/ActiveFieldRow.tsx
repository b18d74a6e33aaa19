import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconArchive, IconPencil } from '@tabler/icons-react';
import { CUSTOM_FIELD_TYPE_LABELS, type CustomField, type CustomFieldEntity } from '@crm/contracts';
import { FieldOrderButtons } from './FieldOrderButtons';
import { noun, optionsText } from './fieldText';
import type { ActiveFieldActions } from './useActiveFieldActions';

/**
 * One active field: label, type, options, required; for admins also its order buttons (up off for
 * the first, down off for the last), usage, edit and archive.
 */
export function ActiveFieldRow({
  entity,
  field: f,
  i,
  count,
  admin,
  actions,
  onEdit,
}: {
  entity: CustomFieldEntity;
  field: CustomField;
  /** The field's place in the list (0-based) of `count` fields. */
  i: number;
  count: number;
  admin: boolean;
  actions: ActiveFieldActions;
  onEdit: (f: CustomField) => void;
}) {
  const { move, archive, pending } = actions;
  return (
    <Table.Tr data-testid="cf-row">
      {admin && (
        <Table.Td>
          <FieldOrderButtons
            label={f.label}
            first={i === 0}
            last={i === count - 1}
            pending={pending}
            onMove={(by) => move(i, by)}
          />
        </Table.Td>
      )}
      <Table.Td fw={500}>{f.label}</Table.Td>
      <Table.Td>
        <Badge variant="light">{CUSTOM_FIELD_TYPE_LABELS[f.type]}</Badge>
      </Table.Td>
      <Table.Td maw={260}>
        <Text size="sm" truncate="end" title={optionsText(f)}>
          {optionsText(f)}
        </Text>
      </Table.Td>
      <Table.Td>{f.required ? 'Yes' : 'No'}</Table.Td>
      {admin && <Table.Td>{noun(entity, f.usage)}</Table.Td>}
      {admin && (
        <Table.Td>
          <Group gap={2} wrap="nowrap">
            <Tooltip label="Edit">
              <ActionIcon
                variant="subtle"
                aria-label={`Edit ${f.label}`}
                onClick={() => onEdit(f)}
                data-testid={`cf-edit-field-${f.key}`}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Archive (values are kept)">
              <ActionIcon
                variant="subtle"
                color="orange"
                aria-label={`Archive ${f.label}`}
                onClick={() => archive(f)}
                data-testid={`cf-archive-${f.key}`}
              >
                <IconArchive size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
