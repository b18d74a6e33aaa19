import { Paper, Stack } from '@mantine/core';
import type { UserSummary } from '@crm/contracts';
import { ConfirmModal } from '../../components/ConfirmModal';
import { EmptyState } from '../../components/EmptyState';
import { PagedTable } from '../../components/PagedTable';
import { SuggestionActions } from './collab/SuggestionActions';
import { suggestionColumns } from './collab/suggestionColumns';
import { SuggestionsHeader } from './collab/SuggestionsHeader';
import { useSuggestionsTab } from './collab/useSuggestionsTab';
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
  const t = useSuggestionsTab(eiId, projectOwners);
  const { pages, rejecting, decides, pending } = t;
  const columns = suggestionColumns(
    t.me,
    (s) =>
      s.canAct && (
        <SuggestionActions
          pending={pending}
          onApprove={() => t.decide(s, 'APPROVE')}
          onReject={() => rejecting.ask(s)}
        />
      ),
  );
  const target = rejecting.target;

  return (
    <Stack gap="sm">
      <SuggestionsHeader
        decides={decides}
        ownersKnown={!!projectOwners}
        noOwner={t.noOwner}
        onSuggest={() => t.setSuggesting(true)}
      />
      <Paper withBorder radius="md" p="sm">
        <PagedTable
          columns={columns}
          sort={pages.sort}
          onSort={pages.onSort}
          query={t.list}
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
          page={pages.pageNo}
          onPage={pages.setPageNo}
          testId="brand-suggestions"
          minWidth={900}
        />
      </Paper>
      <ConfirmModal
        opened={rejecting.confirming}
        title="Reject suggestion"
        confirmLabel="Reject"
        color="red"
        loading={pending}
        onConfirm={() => target && t.decide(target, 'REJECT')}
        onClose={() => !pending && rejecting.close()}
      >
        {target
          ? `Reject ${target.suggestedBy.userName}’s suggestion of ${target.brandName} for this inventory?`
          : ''}
      </ConfirmModal>
      <SuggestBrandModal eiId={eiId} opened={t.suggesting} onClose={() => t.setSuggesting(false)} />
    </Stack>
  );
}
