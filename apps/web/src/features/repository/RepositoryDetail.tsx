import { Anchor, Button, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendarPlus,
  IconCopy,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { activeFilterCount, type BrandFilterInput, type RepositoryBrandTab } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { FilterChips, FilterDrawer } from '../brands';
import { LoadError, loadFailed } from '../../components/LoadError';
import { SearchBox } from '../../components/SearchBox';
import { AssignToEventsModal } from './AssignToEventsModal';
import { useRepository, useRepositoryBrandCounts } from './queries';
import { RepositoryBrandsTable } from './RepositoryBrandsTable';
import { RepositoryFormModal } from './RepositoryFormModal';
import { RepositoryBadges, useRepositoryActions } from './useRepositoryActions';
import { FilterButton } from '../../components/FilterButton';

/**
 * One repository: its details and actions (edit, publish, duplicate, assign to events, remove), and
 * its brands in two tabs with the counts inRepo / notInRepo of spec 001 §3 — 'Review repo' and, for the
 * owner, 'Repo not added' to add brands found with the brand filter of spec 001 §5.
 */
export function RepositoryDetail({
  repoId,
  onBack,
  onOpen,
}: {
  repoId: number;
  onBack: () => void;
  onOpen: (repoId: number) => void;
}) {
  const q = useRepository(repoId);
  const [tab, setTab] = useState<RepositoryBrandTab>('IN_REPO');
  const [searchFor, setSearchFor] = useState('');
  const [filter, setFilter] = useState<BrandFilterInput>({});
  const [drawer, setDrawer] = useState(false);
  const [editing, setEditing] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const counts = useRepositoryBrandCounts({ repoId, searchFor, filters: filter });
  const actions = useRepositoryActions({
    onDuplicated: (r) => onOpen(r.repoId),
    onRemoved: onBack,
  });
  const back = (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={onBack}
      data-testid="repository-back"
    >
      <Group gap={4}>
        <IconArrowLeft size={14} /> All repositories
      </Group>
    </Anchor>
  );
  if (q.error instanceof ApiError && q.error.status === 404)
    return (
      <Stack>
        {back}
        <EmptyState title="This repository does not exist or was removed" />
      </Stack>
    );
  if (loadFailed(q))
    return (
      <Stack>
        {back}
        <LoadError what="the repository" query={q} />
      </Stack>
    );
  const repo = q.data;
  if (!repo)
    return (
      <Stack>
        {back}
        <Skeleton h={40} w={320} />
        <Skeleton h={240} />
      </Stack>
    );
  const active = activeFilterCount(filter);
  const shownTab = repo.isMine ? tab : 'IN_REPO';
  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} data-testid="repository-title">
              {repo.name}
            </Title>
            <RepositoryBadges repo={repo} />
          </Group>
          {repo.description && <Text size="sm">{repo.description}</Text>}
          <Text size="xs" c="dimmed">
            {repo.isMine ? 'Yours' : `By ${repo.owner.userName}`} · updated{' '}
            {formatDateTime(repo.updatedAt)}
            {repo.publishedAt ? ` · published ${formatDateTime(repo.publishedAt)}` : ''}
          </Text>
        </Stack>
        <Group gap="xs">
          {repo.isMine && (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
          )}
          {repo.isMine &&
            (repo.status === 'DRAFT' ? (
              <Button
                variant="light"
                color="green"
                onClick={() => actions.setStatus(repo, 'PUBLISHED')}
                loading={actions.busy}
                data-testid="repository-publish"
              >
                Publish
              </Button>
            ) : (
              <Button
                variant="default"
                onClick={() => actions.setStatus(repo, 'DRAFT')}
                loading={actions.busy}
              >
                Back to draft
              </Button>
            ))}
          <Button
            variant="default"
            leftSection={<IconCopy size={16} />}
            onClick={() => actions.duplicate(repo)}
            data-testid="repository-detail-duplicate"
          >
            Duplicate
          </Button>
          <Button
            leftSection={<IconCalendarPlus size={16} />}
            disabled={!repo.brandCount}
            onClick={() => setAssigning(true)}
            data-testid="repository-assign"
          >
            Assign to events
          </Button>
          {repo.isMine && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => actions.askRemove(repo)}
              data-testid="repository-detail-remove"
            >
              Remove
            </Button>
          )}
        </Group>
      </Group>
      <Tabs value={shownTab} onChange={(v) => v && setTab(v as RepositoryBrandTab)}>
        <Tabs.List>
          <Tabs.Tab value="IN_REPO" data-testid="repository-brands-tab-IN_REPO">
            Review repo{counts.data ? ` (${counts.data.inRepo})` : ''}
          </Tabs.Tab>
          {repo.isMine && (
            <Tabs.Tab value="NOT_IN_REPO" data-testid="repository-brands-tab-NOT_IN_REPO">
              Repo not added{counts.data ? ` (${counts.data.notInRepo})` : ''}
            </Tabs.Tab>
          )}
        </Tabs.List>
      </Tabs>
      <Group gap="sm">
        <SearchBox
          value={searchFor}
          onSearch={setSearchFor}
          placeholder="Search brands"
          testId="repository-brand-search"
        />
        <FilterButton active={active} onClick={() => setDrawer(true)} />
      </Group>
      <FilterChips filter={filter} totals={{}} onChange={setFilter} />
      <Paper withBorder radius="md" p="sm">
        <RepositoryBrandsTable
          key={`${shownTab}|${searchFor}|${JSON.stringify(filter)}`}
          repo={repo}
          tab={shownTab}
          searchFor={searchFor}
          filter={filter}
        />
      </Paper>
      <FilterDrawer
        opened={drawer}
        onClose={() => setDrawer(false)}
        value={filter}
        onApply={(f) => {
          setFilter(f);
          setDrawer(false);
        }}
      />
      <RepositoryFormModal opened={editing} repo={repo} onClose={() => setEditing(false)} />
      <AssignToEventsModal repo={repo} opened={assigning} onClose={() => setAssigning(false)} />
      {actions.confirm}
    </Stack>
  );
}
