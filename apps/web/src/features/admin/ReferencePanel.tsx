import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { REFERENCE_LABELS, type ReferenceKind } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { PresetPagedTable } from '../../components/PagedTable';
import { SearchBox } from '../../components/SearchBox';
import { cellsOf, PRESET_OF, type AnyRow } from './kinds';
import { ReferenceFormModal } from './ReferenceFormModal';
import { ReferenceRowActions } from './reference/ReferenceRowActions';
import { RemoveReferenceModal } from './reference/RemoveReferenceModal';
import { useReferenceListState } from './reference/useReferenceListState';

/**
 * One settings list (spec 001 §7 admin reference data, §9 'Settings lists'): a paged table (25 a page; vertical
 * 50) with search, sortable columns and the Columns menu, Add, and per row Edit and Remove.
 */
export function ReferencePanel({ kind }: { kind: ReferenceKind }) {
  const { state, query: q, setPage, search, sortBy } = useReferenceListState(kind);
  const [editing, setEditing] = useState<{ row: AnyRow | null } | null>(null);
  const [removing, setRemoving] = useState<AnyRow | null>(null);
  const { one, many } = REFERENCE_LABELS[kind];
  const actions = (r: AnyRow) => (
    <ReferenceRowActions r={r} onEdit={(row) => setEditing({ row })} onRemove={setRemoving} />
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
            onSearch={search}
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
        onSort={sortBy}
      />
      <ReferenceFormModal
        kind={kind}
        opened={!!editing}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
      />
      <RemoveReferenceModal kind={kind} row={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
