import { ActionIcon, Button, Group, Paper, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ClosedDeal } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { PresetPagedTable } from '../../components/PagedTable';
import { usePageClamp } from '../../lib/usePageClamp';
import { useToastOnError } from '../../lib/useToastOnError';
import { closedDealCells } from './cells';
import { useBrandClosedDeals } from './queries';
import { RecordClosedDealModal } from './RecordClosedDealModal';
import { useRemoveClosedDeal } from './useRemoveClosedDeal';

/**
 * Closed deals on brand info (spec 001 §9 preset closedDealsOnBrandInfo): the deals won in the
 * pipeline and those closed manually, the latest first; who may edit the brand records one, the recorder
 * (or a PO or admin) removes it, with Undo.
 */
export function ClosedDealsSection({
  brandId,
  canRecord,
}: {
  brandId: number;
  canRecord: boolean;
}) {
  const [page, setPage] = useState(1);
  const [recording, setRecording] = useState(false);
  const q = useBrandClosedDeals(brandId, page);
  useToastOnError(q.error);
  usePageClamp(q, page, setPage);
  const remove = useRemoveClosedDeal();
  const actions = (d: ClosedDeal) =>
    d.canRemove ? (
      <Tooltip label="Remove this closed deal">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label="Remove this closed deal"
          onClick={() => remove(d)}
          data-testid="closed-deal-remove"
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    ) : null;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Closed deals</Title>
        {canRecord && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setRecording(true)}
            data-testid="closed-deal-add"
          >
            Record a closed deal
          </Button>
        )}
      </Group>
      <PresetPagedTable
        preset="closedDealsOnBrandInfo"
        query={q}
        items={(d) => d.deals}
        cells={closedDealCells}
        trailing={[{ id: 'actions', label: '', cell: actions }]}
        rowKey={(d) => d.closedDealId ?? `ei-${d.eiId}`}
        rowTestId="closed-deal-row"
        empty={
          <EmptyState
            title="No closed deals yet"
            description="Deals won in the pipeline and those recorded here show up in this list."
          />
        }
        what="the closed deals"
        testId="closed-deals"
        page={page}
        onPage={setPage}
      />
      {recording && (
        <RecordClosedDealModal brandId={brandId} opened onClose={() => setRecording(false)} />
      )}
    </Paper>
  );
}
