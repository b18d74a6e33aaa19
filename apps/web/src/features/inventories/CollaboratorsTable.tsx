import { Avatar, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { visibleColumns, type Collaborator } from '@crm/contracts';
import { initials } from '../../components/Avatars';
import { ColumnsMenu } from '../../components/ColumnsMenu';
import { useTableColumnSettings } from '../../lib/columnsSettings';
import { formatDate } from '../../lib/format';
import { INVITE_STATUS_META, StatusBadge, youOr } from './collabLabels';

const PRESET = 'inventoryCollaboration';

/** The cells of a collaborator by column id of the inventoryCollaboration preset (spec 001 §9); `me` reads as 'You'. */
const cellsFor = (me: number | undefined): Record<string, (c: Collaborator) => ReactNode> => ({
  collaborator: (c) => (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={c.coImageUrl} alt={c.coName} radius="xl" color="teal" size="sm">
        {initials(c.coName)}
      </Avatar>
      <Text size="sm" fw={600}>
        {c.coName}
      </Text>
    </Group>
  ),
  specialization: (c) => <Text size="sm">{c.coSpecialization || '—'}</Text>,
  invitedBy: (c) => <Text size="sm">{youOr(c.invitedBy, me)}</Text>,
  invitedOn: (c) => (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(c.invitedOn)}
    </Text>
  ),
  inviteStatus: (c) => (
    <StatusBadge
      meta={INVITE_STATUS_META[c.inviteStatus]}
      testId={`collaborator-status-${c.coUserId}`}
    />
  ),
});

/**
 * A pairing's collaborators as a table in the user's columns of the inventoryCollaboration preset (spec 001
 * §9, Columns menu kept per user), with Revoke / Remove on open invitations when the user may invite (`onRemove`).
 */
export function CollaboratorsTable({
  collaborators,
  me,
  onRemove,
}: {
  collaborators: Collaborator[];
  me: number | undefined;
  onRemove: ((c: Collaborator) => void) | null;
}) {
  const { settings, setPreset } = useTableColumnSettings();
  const shown = visibleColumns(PRESET, settings[PRESET]);
  const cells = cellsFor(me);
  return (
    <>
      <Group justify="flex-end">
        <ColumnsMenu
          preset={PRESET}
          setting={settings[PRESET]}
          onChange={(v) => setPreset(PRESET, v)}
        />
      </Group>
      <Table.ScrollContainer minWidth={120 + shown.length * 110}>
        <Table verticalSpacing="xs" data-testid="collaborators-table">
          <Table.Thead>
            <Table.Tr>
              {shown.map((c) => (
                <Table.Th key={c.id}>{c.label}</Table.Th>
              ))}
              {onRemove && (
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {collaborators.map((c) => (
              <Table.Tr key={c.invitationId} data-testid={`collaborator-${c.coUserId}`}>
                {shown.map((col) => (
                  <Table.Td key={col.id}>{cells[col.id]?.(c)}</Table.Td>
                ))}
                {onRemove && (
                  <Table.Td>
                    {(c.inviteStatus === 'CO_INVITED' || c.inviteStatus === 'ACCEPTED') && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() => onRemove(c)}
                        data-testid={`collaborator-revoke-${c.coUserId}`}
                      >
                        {c.inviteStatus === 'ACCEPTED' ? 'Remove' : 'Revoke'}
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
