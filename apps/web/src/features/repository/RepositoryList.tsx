import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Repository, RepositoryTab } from '@crm/contracts';
import { PresetPagedTable } from '../../components/PagedTable';
import { SearchBox } from '../../components/SearchBox';
import { useToastOnError } from '../../lib/useToastOnError';
import { repositoryCells } from './list/repositoryCells';
import { RepositoryListEmpty } from './list/RepositoryListEmpty';
import { RepositoryRowMenu } from './list/RepositoryRowMenu';
import { RepositoryTabs } from './list/RepositoryTabs';
import { useRepositories } from './queries';
import { RepositoryFormModal } from './RepositoryFormModal';
import { useRepositoryActions } from './useRepositoryActions';

/**
 * The repositories of one tab (spec 000 §2.1 /repository?mainTab=PRIVATE|public; preset 'repository
 * list' of spec 001 §9): search, New repository, and per row Open, Edit, Publish, Duplicate, Remove
 * (the owner's; others' public ones can be opened and duplicated).
 */
export function RepositoryList({
  tab,
  searchFor,
  pageNo,
  onChange,
  onOpen,
}: {
  tab: RepositoryTab;
  searchFor: string;
  pageNo: number;
  onChange: (patch: Record<string, string | null>) => void;
  onOpen: (repoId: number) => void;
}) {
  const q = useRepositories(tab, searchFor, pageNo);
  useToastOnError(q.error);
  const [editing, setEditing] = useState<{ repo: Repository | null } | null>(null);
  const actions = useRepositoryActions({ onDuplicated: (r) => onOpen(r.repoId) });
  const menu = (r: Repository) => (
    <RepositoryRowMenu
      r={r}
      actions={actions}
      onOpen={onOpen}
      onEdit={(repo) => setEditing({ repo })}
    />
  );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Repository</Title>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing({ repo: null })}
          data-testid="repository-new"
        >
          New repository
        </Button>
      </Group>
      <RepositoryTabs
        tab={tab}
        counts={q.data?.counts}
        onChange={(t) => onChange({ mainTab: t === 'PUBLIC' ? 'public' : 'PRIVATE', pageNo: null })}
      />
      <Paper withBorder radius="md" p="sm">
        <PresetPagedTable
          preset="repositoryList"
          toolbar={
            <SearchBox
              value={searchFor}
              onSearch={(v) => onChange({ searchFor: v, pageNo: null })}
              placeholder="Search repositories"
              testId="repository-search"
            />
          }
          query={q}
          items={(d) => d.repositories}
          cells={repositoryCells(onOpen)}
          trailing={[{ id: 'actions', label: '', cell: menu }]}
          rowKey={(r) => r.repoId}
          rowTestId="repository-row"
          empty={<RepositoryListEmpty tab={tab} searchFor={searchFor} />}
          what="the repositories"
          testId="repository-table"
          page={pageNo}
          onPage={(p) => onChange({ pageNo: String(p) })}
        />
      </Paper>
      <RepositoryFormModal
        opened={!!editing}
        repo={editing?.repo ?? null}
        onClose={() => setEditing(null)}
        onSaved={(r) => !editing?.repo && onOpen(r.repoId)}
      />
      {actions.confirm}
    </Stack>
  );
}
