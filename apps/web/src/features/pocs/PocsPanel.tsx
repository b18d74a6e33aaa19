import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSitemap } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PocDetail } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { toastError, toastSuccess } from '../../lib/api';
import { ConfirmModal } from '../../components/ConfirmModal';
import { LoadError, loadFailed } from '../../components/LoadError';
import { Pager } from '../../components/Pager';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { useToastOnError } from '../../lib/useToastOnError';
import { useCanWorkBrand } from '../pairings';
import { PocNotesDrawer } from '../notes';
import { FieldHistoryPanel } from './FieldHistoryPanel';
import { PocCards } from './PocCards';
import { PocFormModal } from './PocFormModal';
import { usePocDetails, useRemovePoc } from './queries';

/** Path of the org chart page of a brand (spec 000 §2.1 /orgChart/{..}). */
const orgChartPath = (brandId: number) => `/orgChart/${brandId}`;

/**
 * The Contacts sub-tab: the brand's POCs (100 a page) with add, edit and remove (confirmed) for those
 * who may change the brand, each POC's notes in a drawer, a link to the org chart, and the POC,
 * department and location histories.
 */
export function PocsPanel({ brandId }: { brandId: number }) {
  const [pageNo, setPageNo] = useState(1);
  const pocs = usePocDetails(brandId, pageNo);
  const { data, isLoading } = pocs;
  useToastOnError(pocs.error);
  const canAddCallNotes = useCanWorkBrand(brandId);
  const [editing, setEditing] = useState<PocDetail | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<PocDetail | null>(null);
  const [notesOf, setNotesOf] = useState<PocDetail | null>(null);
  const [history, setHistory] = useState<'poc' | 'department' | 'location'>('poc');
  const remove = useRemovePoc(brandId);
  const canEdit = !!data?.canEdit;
  const open = (p: PocDetail | null) => {
    setEditing(p);
    setFormOpen(true);
  };
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      toastSuccess((await remove.mutateAsync(removing.pocId)).message);
      setRemoving(null);
    } catch (e) {
      toastError(e);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {data
            ? `${data.totalNoOfEntries} point${data.totalNoOfEntries === 1 ? '' : 's'} of contact`
            : ' '}
        </Text>
        <Group gap="xs">
          <Button
            component={Link}
            to={orgChartPath(brandId)}
            variant="default"
            size="xs"
            leftSection={<IconSitemap size={14} />}
            data-testid="open-org-chart"
          >
            Org chart
          </Button>
          {canEdit && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => open(null)}
              data-testid="add-poc"
            >
              Add POC
            </Button>
          )}
        </Group>
      </Group>
      {loadFailed(pocs) ? (
        <LoadError what="the points of contact" query={pocs} />
      ) : isLoading || !data ? (
        <SkeletonBlock lines={4} height={60} />
      ) : data.poc.length === 0 ? (
        <EmptyState
          title="No points of contact"
          description={
            canEdit
              ? 'Add the people you work with at this brand.'
              : 'Nobody has been added for this brand yet.'
          }
        />
      ) : (
        <PocCards
          pocs={data.poc}
          canEdit={canEdit}
          canAddCallNotes={canAddCallNotes}
          onEdit={open}
          onRemove={setRemoving}
          onNotes={setNotesOf}
        />
      )}
      {data && <Pager page={data} onChange={setPageNo} />}

      <Group justify="space-between" mt="md">
        <Title order={4}>History</Title>
        <SegmentedControl
          size="xs"
          value={history}
          onChange={(v) => setHistory(v as typeof history)}
          data={[
            { value: 'poc', label: 'POC' },
            { value: 'department', label: 'Department' },
            { value: 'location', label: 'Location' },
          ]}
          data-testid="history-kind"
        />
      </Group>
      <FieldHistoryPanel key={history} brandId={brandId} kind={history} />

      <PocFormModal
        brandId={brandId}
        poc={editing}
        opened={formOpen}
        others={data?.poc ?? []}
        onClose={() => setFormOpen(false)}
      />
      <PocNotesDrawer brandId={brandId} poc={notesOf} onClose={() => setNotesOf(null)} />
      <ConfirmModal
        opened={!!removing}
        title="Remove point of contact"
        confirmLabel="Remove"
        color="red"
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {removing
          ? `Remove ${removing.pocName}?${removing.pocIsPrimary ? ' Another POC will become primary.' : ''} Their history and interactions are kept.`
          : ''}
      </ConfirmModal>
    </Stack>
  );
}
