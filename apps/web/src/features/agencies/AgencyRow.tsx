import { ActionIcon, Anchor, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { BrandAgency } from '@crm/contracts';
import { formatDate } from '../../lib/format';
import { AgencyTypeBadges } from './AgencyTypeBadges';
import type { AgenciesPanelState } from './useAgenciesPanel';

/** One associated agency: its name (opens its brands), association types, since when; change types and remove with canEdit. */
export function AgencyRow({ agency: a, s }: { agency: BrandAgency; s: AgenciesPanelState }) {
  const { canEdit } = s;
  return (
    <Table.Tr data-testid={`agency-row-${a.agencyId}`}>
      <Table.Td>
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={500}
          onClick={() => s.setViewing(a)}
          data-testid={`agency-brands-open-${a.agencyId}`}
        >
          {a.agencyName}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <AgencyTypeBadges
          agency={a}
          canEdit={canEdit}
          onRemoveType={(t) => s.setRemoving({ agency: a, typeId: t.id, typeName: t.name })}
        />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDate(a.associatedOn)}</Text>
      </Table.Td>
      {canEdit && (
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Change types">
              <ActionIcon
                variant="subtle"
                aria-label={`Change types of ${a.agencyName}`}
                onClick={() => s.setModal({ editing: a })}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Remove">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${a.agencyName}`}
                onClick={() => s.setRemoving({ agency: a })}
                data-testid={`agency-remove-${a.agencyId}`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
