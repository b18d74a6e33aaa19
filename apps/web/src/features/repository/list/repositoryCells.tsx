import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Repository } from '@crm/contracts';
import { formatDateTime, timeAgo } from '../../../lib/format';
import { StatusBadge } from '../useRepositoryActions';

/**
 * The repository list's cells by column id (preset 'repository list', spec 001 §9): the name opens the
 * repository (`onOpen`), an empty description shows '—', the update time shows as 'time ago'.
 */
export function repositoryCells(
  onOpen: (repoId: number) => void,
): Record<string, (r: Repository) => ReactNode> {
  return {
    name: (r) => (
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
    description: (r) => (
      <Text size="sm" lineClamp={1} maw={320} c={r.description ? undefined : 'dimmed'}>
        {r.description || '—'}
      </Text>
    ),
    brandCount: (r) => r.brandCount,
    status: (r) => <StatusBadge repo={r} />,
    visibility: (r) => (r.visibility === 'PUBLIC' ? 'Public' : 'Private'),
    owner: (r) => (r.isMine ? 'You' : r.owner.userName),
    updatedAt: (r) => (
      <Text size="sm" title={formatDateTime(r.updatedAt)} style={{ whiteSpace: 'nowrap' }}>
        {timeAgo(r.updatedAt)}
      </Text>
    ),
  };
}
