import { Table } from '@mantine/core';
import type { CustomField, CustomFieldEntity } from '@crm/contracts';
import { ActiveFieldRow } from './ActiveFieldRow';
import { useActiveFieldActions } from './useActiveFieldActions';

/** The active fields: order (up / down), label, type, options, required, usage; edit and archive for admins. */
export function ActiveTable({
  entity,
  fields,
  admin,
  onEdit,
}: {
  entity: CustomFieldEntity;
  fields: CustomField[];
  admin: boolean;
  onEdit: (f: CustomField) => void;
}) {
  const actions = useActiveFieldActions(entity, fields);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="cf-active-table">
        <Table.Thead>
          <Table.Tr>
            {admin && <Table.Th w={80}>Order</Table.Th>}
            <Table.Th>Label</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Options</Table.Th>
            <Table.Th>Required</Table.Th>
            {admin && <Table.Th>Used by</Table.Th>}
            {admin && <Table.Th w={90} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((f, i) => (
            <ActiveFieldRow
              key={f.id}
              entity={entity}
              field={f}
              i={i}
              count={fields.length}
              admin={admin}
              actions={actions}
              onEdit={onEdit}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
