import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BRAND_INVENTORY_TEXTS } from '@crm/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { PresetTable } from '../../../components/PagedTable';
import { inventoryCells } from './inventoryCells';
import type { BrandPairing } from './inventoryLists';

/**
 * Brand info's archived inventories (spec 001 §9 preset brandInfoArchivedInventories): the pairings whose
 * event has ended (IST) or whose event or inventory is archived, read only. `list` undefined while
 * loading; `error` replaces the table.
 */
export function ArchivedInventoriesTable({
  list,
  error,
}: {
  list: BrandPairing[] | undefined;
  error?: ReactNode;
}) {
  return (
    <PresetTable
      preset="brandInfoArchivedInventories"
      toolbar={<Title order={6}>{BRAND_INVENTORY_TEXTS.archived}</Title>}
      cells={inventoryCells}
      list={list}
      error={error}
      rowKey={(p) => p.eiId}
      rowTestId={(p) => `brand-archived-pairing-${p.eiId}`}
      empty={<EmptyState title={BRAND_INVENTORY_TEXTS.noArchived} />}
      testId="brand-archived-pairings"
      minWidth={820}
    />
  );
}
