import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Repository } from '@crm/contracts';
import { formatDateTime } from '../../../lib/format';
import { RepositoryBadges } from '../useRepositoryActions';

/** A repository's name, badges, description and 'Yours' or 'By …' with its update and publish times; `actions` beside. */
export function RepositoryDetailHeader({
  repo,
  actions,
}: {
  repo: Repository;
  actions: ReactNode;
}) {
  return (
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
      {actions}
    </Group>
  );
}
