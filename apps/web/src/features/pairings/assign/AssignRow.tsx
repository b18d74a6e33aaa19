import { Anchor, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AssignedBrand, ColumnDef, PairingBrand } from '@crm/contracts';
import { BrandAvatar } from '../../../components/Avatars';
import { brandInfoPath } from '../../../lib/links';
import { SharedBadge } from '../SharedBadge';
import { ASSIGNED_CELLS } from './AssignedCells';
import { AssignRowActions, type RowActionContext } from './AssignRowActions';
import { PAIRING_CELLS } from './PairingCells';

/**
 * One brand of the assign table: its checkbox (only on brands the user works), the brand with its
 * industry on the Assigned tab and 'Shared with me' on an accepted collaboration, the cells of the tab's
 * shown `columns` (its preset's, after Brand) and the row's actions.
 */
export function AssignRow({
  b,
  checked,
  onToggle,
  worksBrand,
  worksPairing,
  ctx,
  columns,
}: {
  b: PairingBrand | AssignedBrand;
  checked: boolean;
  onToggle: (brandId: number) => void;
  worksBrand: boolean;
  worksPairing: boolean;
  ctx: RowActionContext;
  columns: ColumnDef[];
}) {
  const assigned = ctx.tab === 'ASSIGNED';
  return (
    <Table.Tr
      data-testid={`brand-row-${b.brandId}`}
      bg={checked ? 'var(--mantine-color-blue-light)' : undefined}
    >
      <Table.Td>
        <Checkbox
          aria-label={`Select ${b.brandName}`}
          checked={checked}
          onChange={() => onToggle(b.brandId)}
          disabled={!worksBrand}
          data-testid={`select-${b.brandId}`}
        />
      </Table.Td>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <BrandAvatar name={b.brandName} imageUrl={b.brandImageUrl} />
          <Stack gap={0}>
            <Anchor component={Link} to={brandInfoPath(b.brandId, b.brandName)} size="sm" fw={600}>
              {b.brandName}
            </Anchor>
            {assigned && b.industryName && (
              <Text size="xs" c="dimmed">
                {b.industryName}
              </Text>
            )}
            {'stage' in b && b.myInviteStatus === 'ACCEPTED' && <SharedBadge />}
          </Stack>
        </Group>
      </Table.Td>
      {columns.map((c) => (
        <Table.Td key={c.id}>
          {'stage' in b
            ? (ASSIGNED_CELLS[c.id] ?? PAIRING_CELLS[c.id])?.(b)
            : PAIRING_CELLS[c.id]?.(b)}
        </Table.Td>
      ))}
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <AssignRowActions b={b} worksBrand={worksBrand} worksPairing={worksPairing} ctx={ctx} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
