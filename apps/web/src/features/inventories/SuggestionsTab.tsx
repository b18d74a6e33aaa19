import { Anchor, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  COLLAB_MESSAGES,
  type BrandSuggestion,
  type SuggestionSortField,
  type UserSummary,
} from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { EmptyState } from '../../components/EmptyState';
import { ConfirmModal } from '../../components/ConfirmModal';
import { brandInfoPath } from '../../lib/links';
import { PagedTable, type PagedColumn } from '../../components/PagedTable';
import { usePageClamp } from '../../lib/usePageClamp';
import { useToastOnError } from '../../lib/useToastOnError';
import { currentUser, hasAnyRole } from '../../lib/user';
import { StatusBadge, SUGGESTION_STATUS_META, youOr } from './collabLabels';
import { useSuggestionAction, useSuggestions, type Sort } from './collabQueries';
import { SuggestBrandModal } from './SuggestBrandModal';

/**
 * /inventory/{eiId} tab 3 (tab1=3): brands suggested for the event inventory. Its project owners (or an
 * admin) APPROVE — the brand is assigned, as from the assign page — or REJECT (confirmed); everyone else
 * may 'Suggest a brand'. A decided suggestion shows who decided ('You' or a name).
 */
export function SuggestionsTab({
  eiId,
  projectOwners,
}: {
  eiId: number;
  projectOwners: UserSummary[] | undefined;
}) {
  const user = currentUser();
  const me = user?.userId;
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<Sort<SuggestionSortField>>({
    field: 'createdAt',
    order: 'DESC',
  });
  const list = useSuggestions({ eiId, pageNo, sort });
  useToastOnError(list.error);
  usePageClamp(list, pageNo, setPageNo);
  const action = useSuggestionAction(eiId);
  const [suggesting, setSuggesting] = useState(false);
  // The suggestion being rejected; kept while the dialog closes so that its text does not blank.
  const [rejecting, setRejecting] = useState<BrandSuggestion | null>(null);
  const [confirming, setConfirming] = useState(false);
  const decides = hasAnyRole(user, 'ADMIN') || !!projectOwners?.some((p) => p.userId === me);
  const noOwner = projectOwners?.length === 0;

  const decide = (s: BrandSuggestion, a: 'APPROVE' | 'REJECT') =>
    action.mutate(
      { suggestionIds: [s.suggestionId], action: a },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          setConfirming(false);
        },
        onError: (e) => {
          toastError(e);
          setConfirming(false);
        },
      },
    );

  const columns: PagedColumn<BrandSuggestion>[] = [
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
      cell: (s) => (
        <StatusBadge meta={SUGGESTION_STATUS_META[s.status]} testId="suggestion-status" />
      ),
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
    {
      id: 'actions',
      label: 'Actions',
      cell: (s) =>
        s.canAct && (
          <Group gap={6} wrap="nowrap">
            <Button
              size="compact-sm"
              color="green"
              disabled={action.isPending}
              onClick={() => decide(s, 'APPROVE')}
              data-testid="suggestion-approve"
            >
              APPROVE
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              disabled={action.isPending}
              onClick={() => {
                setRejecting(s);
                setConfirming(true);
              }}
              data-testid="suggestion-reject"
            >
              REJECT
            </Button>
          </Group>
        ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {decides
            ? 'Brands suggested for this inventory, for you to approve or reject. Approving assigns the brand here.'
            : 'Brands suggested to the project owners of this inventory.'}
        </Text>
        {projectOwners && !decides && (
          <Tooltip label={COLLAB_MESSAGES.noProjectOwner} disabled={!noOwner}>
            <Button
              variant="light"
              leftSection={<IconBulb size={16} />}
              onClick={() => setSuggesting(true)}
              disabled={noOwner}
              data-testid="suggest-brand-open"
            >
              Suggest a brand
            </Button>
          </Tooltip>
        )}
      </Group>
      <Paper withBorder radius="md" p="sm">
        <PagedTable
          columns={columns}
          sort={sort}
          onSort={(s) => {
            setSort(s as Sort<SuggestionSortField>);
            setPageNo(1);
          }}
          query={list}
          items={(d) => d.suggestions}
          rowKey={(s) => s.suggestionId}
          rowTestId={(s) => `suggestion-${s.suggestionId}`}
          what="the brand suggestions"
          empty={
            <EmptyState
              title="No brand suggestions"
              description={
                decides
                  ? 'Brands your colleagues suggest for this inventory will wait here for your decision.'
                  : 'Suggest a brand to the project owners of this inventory.'
              }
            />
          }
          page={pageNo}
          onPage={setPageNo}
          testId="brand-suggestions"
          minWidth={900}
        />
      </Paper>
      <ConfirmModal
        opened={confirming}
        title="Reject suggestion"
        confirmLabel="Reject"
        color="red"
        loading={action.isPending}
        onConfirm={() => rejecting && decide(rejecting, 'REJECT')}
        onClose={() => !action.isPending && setConfirming(false)}
      >
        {rejecting
          ? `Reject ${rejecting.suggestedBy.userName}’s suggestion of ${rejecting.brandName} for this inventory?`
          : ''}
      </ConfirmModal>
      <SuggestBrandModal eiId={eiId} opened={suggesting} onClose={() => setSuggesting(false)} />
    </Stack>
  );
}
