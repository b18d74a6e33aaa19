import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Menu,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Repository, RepositoryTab } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { formatDateTime, timeAgo } from '../../lib/format';
import { PresetPagedTable } from '../../components/PagedTable';
import { SearchBox } from '../../components/SearchBox';
import { useToastOnError } from '../../lib/useToastOnError';
import { useRepositories } from './queries';
import { RepositoryFormModal } from './RepositoryFormModal';
import { StatusBadge, useRepositoryActions } from './useRepositoryActions';

const TAB_LABELS: Record<RepositoryTab, string> = { PRIVATE: 'My repositories', PUBLIC: 'Public' };

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
  const counts = q.data?.counts;
  const cells = {
    name: (r: Repository) => (
      <Anchor
        component="button"
        type="button"
        fw={600}
        size="sm"
        onClick={() => onOpen(r.repoId)}
        data-testid="repository-open"
      >
        {r.name}
      </Anchor>
    ),
    description: (r: Repository) => (
      <Text size="sm" lineClamp={1} maw={320} c={r.description ? undefined : 'dimmed'}>
        {r.description || '—'}
      </Text>
    ),
    brandCount: (r: Repository) => r.brandCount,
    status: (r: Repository) => <StatusBadge repo={r} />,
    visibility: (r: Repository) => (r.visibility === 'PUBLIC' ? 'Public' : 'Private'),
    owner: (r: Repository) => (r.isMine ? 'You' : r.owner.userName),
    updatedAt: (r: Repository) => (
      <Text size="sm" title={formatDateTime(r.updatedAt)} style={{ whiteSpace: 'nowrap' }}>
        {timeAgo(r.updatedAt)}
      </Text>
    ),
  };
  const menu = (r: Repository) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Manage “${r.name}”`}
          data-testid="repository-menu"
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onOpen(r.repoId)}>Open</Menu.Item>
        {r.isMine && <Menu.Item onClick={() => setEditing({ repo: r })}>Edit…</Menu.Item>}
        {r.isMine &&
          (r.status === 'DRAFT' ? (
            <Menu.Item onClick={() => actions.setStatus(r, 'PUBLISHED')}>Publish</Menu.Item>
          ) : (
            <Menu.Item onClick={() => actions.setStatus(r, 'DRAFT')}>Back to draft</Menu.Item>
          ))}
        <Menu.Item onClick={() => actions.duplicate(r)} data-testid="repository-duplicate">
          Duplicate
        </Menu.Item>
        {r.isMine && (
          <Menu.Item
            color="red"
            onClick={() => actions.askRemove(r)}
            data-testid="repository-remove"
          >
            Remove…
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
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
      <Tabs
        value={tab}
        onChange={(v) =>
          v && onChange({ mainTab: v === 'PUBLIC' ? 'public' : 'PRIVATE', pageNo: null })
        }
      >
        <Tabs.List>
          {(['PRIVATE', 'PUBLIC'] as const).map((t) => (
            <Tabs.Tab key={t} value={t} data-testid={`repository-tab-${t}`}>
              {TAB_LABELS[t]}
              {counts ? ` (${counts[t]})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
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
          cells={cells}
          trailing={[{ id: 'actions', label: '', cell: menu }]}
          rowKey={(r) => r.repoId}
          rowTestId="repository-row"
          empty={
            <EmptyState
              title={
                searchFor
                  ? 'No repositories match your search'
                  : tab === 'PRIVATE'
                    ? 'You have no repositories yet'
                    : 'No public repositories yet'
              }
              description={
                tab === 'PRIVATE' && !searchFor
                  ? 'Create one, add brands with the brand filter, then assign them to events.'
                  : undefined
              }
            />
          }
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
