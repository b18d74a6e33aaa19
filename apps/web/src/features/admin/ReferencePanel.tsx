import { ActionIcon, Alert, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { REFERENCE_LABELS, type ReferenceKind } from '@crm/contracts';
import { ApiError, toastError, toastSuccess } from '../../lib/api';
import { EmptyState } from '../../components/EmptyState';
import { ConfirmModal } from '../../components/ConfirmModal';
import { PresetPagedTable } from '../../components/PagedTable';
import { SearchBox } from '../../components/SearchBox';
import { showUndoToast } from '../../components/undoToast';
import { usePageClamp } from '../../lib/usePageClamp';
import { bodyOf, cellsOf, formOf, PRESET_OF, type AnyRow } from './kinds';
import {
  useReferenceList,
  useRemoveReference,
  useRestoreLocation,
  useSaveReference,
  type ReferenceListState,
} from './queries';
import { ReferenceFormModal } from './ReferenceFormModal';

/** 'moved 2 brands, 1 POC' from a location removal's counts (spec 001 §5 MOVE_TO_PARENT). */
const movedText = (moved: Record<string, number>, parent: string) => {
  const words: Record<string, [string, string]> = {
    brands: ['brand HQ', 'brand HQs'],
    marketingOffices: ['marketing office', 'marketing offices'],
    pocs: ['POC', 'POCs'],
    events: ['event', 'events'],
    locations: ['location', 'locations'],
  };
  const parts = Object.entries(moved)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${n === 1 ? words[k]?.[0] : words[k]?.[1]}`);
  return parts.length ? `; moved ${parts.join(', ')} to ${parent}` : '';
};

/**
 * Removal of one row with a confirmation: a location's dialog says where what uses it goes (its parent
 * location); a refusal (409: 'Industry is used by 12 brands') shows in the dialog. Every removal offers
 * Undo: a row nothing used is added again with the same fields; a city whose references moved to its
 * parent comes back with them (POST /admin/location/restore).
 */
function RemoveModal({
  kind,
  row,
  onClose,
}: {
  kind: ReferenceKind;
  row: AnyRow | null;
  onClose: () => void;
}) {
  const remove = useRemoveReference(kind);
  const save = useSaveReference(kind);
  const restore = useRestoreLocation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const label = REFERENCE_LABELS[kind].one;
  const confirm = () => {
    if (!row) return;
    remove.mutate(row.id, {
      onSuccess: (r) => {
        close();
        if (r.locationRemovalId) {
          const removalId = r.locationRemovalId;
          return showUndoToast({
            message: `${r.message}${movedText(r.moved ?? {}, String(row.parentName))}`,
            testId: 'undo-remove-reference',
            onUndo: () =>
              restore.mutate(removalId, {
                onSuccess: (u) => toastSuccess(u.message),
                onError: toastError,
              }),
          });
        }
        showUndoToast({
          message: r.message,
          testId: 'undo-remove-reference',
          onUndo: () =>
            save.mutate(
              { id: null, fields: bodyOf(kind, formOf(kind, row)) },
              { onSuccess: () => toastSuccess(`${label} restored`), onError: toastError },
            ),
        });
      },
      onError: (e) =>
        e instanceof ApiError && e.status === 409 ? setRefusal(e.message) : toastError(e),
    });
  };
  return (
    <ConfirmModal
      opened={!!row}
      title={`Remove ${label.toLowerCase()}`}
      confirmLabel="Remove"
      color="red"
      loading={remove.isPending}
      disabled={!!refusal}
      onConfirm={confirm}
      onClose={close}
    >
      <Stack gap="xs">
        <Text size="sm">
          Remove “{row?.name}” from the {REFERENCE_LABELS[kind].many.toLowerCase()}?
        </Text>
        {kind === 'location' && (
          <Text size="sm" c="dimmed">
            {row?.parentName
              ? `Brands, marketing offices, POCs and events in ${row.name} move to ${String(row.parentName)}.`
              : 'It has no parent location: it can be removed only while nothing uses it.'}
          </Text>
        )}
        {refusal && (
          <Alert color="red" variant="light" data-testid="reference-refusal">
            {refusal}
          </Alert>
        )}
      </Stack>
    </ConfirmModal>
  );
}

/**
 * One settings list (spec 001 §7 admin reference data, §9 'Settings lists'): a paged table (25 a page; vertical
 * 50) with search, sortable columns and the Columns menu, Add, and per row Edit and Remove.
 */
export function ReferencePanel({ kind }: { kind: ReferenceKind }) {
  const [state, setState] = useState<ReferenceListState>({
    pageNo: 1,
    searchFor: '',
    sort: { field: 'name', order: 'ASC' },
  });
  const q = useReferenceList(kind, state);
  const setPage = useCallback((pageNo: number) => setState((s) => ({ ...s, pageNo })), []);
  usePageClamp(q, state.pageNo, setPage);
  const [editing, setEditing] = useState<{ row: AnyRow | null } | null>(null);
  const [removing, setRemoving] = useState<AnyRow | null>(null);
  const { one, many } = REFERENCE_LABELS[kind];
  const actions = (r: AnyRow) => (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Edit ${r.name}`}
          onClick={() => setEditing({ row: r })}
          data-testid="reference-edit"
        >
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Remove">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove ${r.name}`}
          onClick={() => setRemoving(r)}
          data-testid="reference-remove"
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3}>{many}</Title>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing({ row: null })}
          data-testid="reference-add"
        >
          Add {one.toLowerCase()}
        </Button>
      </Group>
      <PresetPagedTable
        preset={PRESET_OF[kind]}
        toolbar={
          <SearchBox
            value={state.searchFor}
            onSearch={(searchFor) => setState((s) => ({ ...s, searchFor, pageNo: 1 }))}
            placeholder={`Search ${many.toLowerCase()}`}
            testId="reference-search"
          />
        }
        query={q}
        items={(d) => d.list as AnyRow[]}
        cells={cellsOf(kind)}
        trailing={[{ id: 'actions', label: '', cell: actions }]}
        rowKey={(r) => r.id}
        rowTestId="reference-row"
        empty={
          <EmptyState
            title={
              state.searchFor
                ? `No ${many.toLowerCase()} match “${state.searchFor}”`
                : `No ${many.toLowerCase()} yet`
            }
            description={`Add one with “Add ${one.toLowerCase()}”.`}
          />
        }
        what={`the ${many.toLowerCase()}`}
        testId="reference-table"
        page={state.pageNo}
        onPage={setPage}
        sort={state.sort}
        onSort={(sort) => setState((s) => ({ ...s, sort, pageNo: 1 }))}
      />
      <ReferenceFormModal
        kind={kind}
        opened={!!editing}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
      />
      <RemoveModal kind={kind} row={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
