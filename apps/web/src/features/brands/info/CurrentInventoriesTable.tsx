import { Button, Group, Text, Title } from '@mantine/core';
import { IconNotes, IconProgress } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BRAND_INVENTORY_TEXTS } from '@crm/contracts';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PresetTable } from '../../../components/PagedTable';
import { callNotesPath } from '../../../lib/links';
import { inventoryCells } from './inventoryCells';
import type { BrandPairing } from './inventoryLists';

/** Update stage and Add call notes on a pairing the user works (canUpdate), else a dash. */
function RowActions({
  p,
  brandId,
  onStage,
}: {
  p: BrandPairing;
  brandId: number;
  onStage: (p: BrandPairing) => void;
}) {
  if (!p.canUpdate)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconProgress size={14} />}
        onClick={() => onStage(p)}
        data-testid={`pairing-stage-${p.eiId}`}
      >
        Update stage
      </Button>
      <Button
        component={Link}
        to={callNotesPath({ brandId, eiId: p.eiId })}
        size="compact-sm"
        variant="subtle"
        leftSection={<IconNotes size={14} />}
        data-testid={`pairing-callnotes-${p.eiId}`}
      >
        Add call notes
      </Button>
    </Group>
  );
}

/**
 * Brand info's current inventories (spec 001 §9 preset brandInfoCurrentInventories): the pairings whose
 * event has not ended and is not archived, with the user's columns and the row actions. `list`
 * undefined while loading; `error` replaces the table.
 */
export function CurrentInventoriesTable({
  list,
  error,
  brandId,
  onStage,
}: {
  list: BrandPairing[] | undefined;
  error?: ReactNode;
  brandId: number;
  onStage: (p: BrandPairing) => void;
}) {
  return (
    <PresetTable
      preset="brandInfoCurrentInventories"
      toolbar={<Title order={6}>{BRAND_INVENTORY_TEXTS.current}</Title>}
      cells={inventoryCells}
      trailing={[
        {
          id: 'actions',
          label: 'Actions',
          cell: (p) => <RowActions p={p} brandId={brandId} onStage={onStage} />,
        },
      ]}
      list={list}
      error={error}
      rowKey={(p) => p.eiId}
      rowTestId={(p) => `brand-pairing-${p.eiId}`}
      empty={<EmptyState title={BRAND_INVENTORY_TEXTS.noCurrent} />}
      testId="brand-pairings"
      minWidth={920}
    />
  );
}
