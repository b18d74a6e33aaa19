import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BrandSuggestion } from '@crm/contracts';
import type { PagedColumn } from '../../../components/PagedTable';
import { formatDateTime } from '../../../lib/format';
import { brandInfoPath } from '../../../lib/links';
import { StatusBadge, SUGGESTION_STATUS_META, youOr } from '../collabLabels';

/**
 * The suggestions table's columns: brand, who suggested it, status, who decided ('—' until then), when,
 * and the `actions` cell; brand, status and date sort. `me` reads as 'You'.
 */
export const suggestionColumns = (
  me: number | undefined,
  actions: (s: BrandSuggestion) => ReactNode,
): PagedColumn<BrandSuggestion>[] => [
  {
    id: 'brandName',
    label: 'Brand',
    sortable: true,
    cell: (s) => (
      <Anchor component={Link} to={brandInfoPath(s.brandId, s.brandName)} size="sm" fw={600}>
        {s.brandName}
      </Anchor>
    ),
  },
  {
    id: 'suggestedBy',
    label: 'Suggested by',
    cell: (s) => <Text size="sm">{youOr(s.suggestedBy, me)}</Text>,
  },
  {
    id: 'status',
    label: 'Status',
    sortable: true,
    cell: (s) => <StatusBadge meta={SUGGESTION_STATUS_META[s.status]} testId="suggestion-status" />,
  },
  {
    id: 'decidedBy',
    label: 'Decided by',
    cell: (s) => (
      <Text size="sm" c={s.decidedBy ? undefined : 'dimmed'}>
        {s.decidedBy ? youOr(s.decidedBy, me) : '—'}
      </Text>
    ),
  },
  {
    id: 'createdAt',
    label: 'Suggested on',
    sortable: true,
    cell: (s) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(s.createdAt)}
      </Text>
    ),
  },
  { id: 'actions', label: 'Actions', cell: actions },
];
