import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CollabRequest, CollabRequestSortField } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { EmptyState } from '../../components/EmptyState';
import { ConfirmModal } from '../../components/ConfirmModal';
import { brandInfoPath } from '../../lib/links';
import { PresetPagedTable, type PagedColumn } from '../../components/PagedTable';
import { usePageClamp } from '../../lib/usePageClamp';
import { useToastOnError } from '../../lib/useToastOnError';
import { canOpenAssignPage, currentUser, pipelineScope } from '../../lib/user';
import { INVITE_STATUS_META, INVITEE_OUTCOME, StatusBadge, youOr } from './collabLabels';
import {
  useChangeCollaborators,
  useCollabRequests,
  useInvitationAction,
  type Sort,
} from './collabQueries';
import { CollaboratorsModal } from './CollaboratorsModal';

/** A destructive step waiting for its confirmation: the invitee rejecting, or the inviter revoking. */
type Pending = { kind: 'REJECT' | 'REVOKE'; request: CollabRequest };

const isOpen = (r: CollabRequest) =>
  r.inviteStatus === 'CO_INVITED' || r.inviteStatus === 'ACCEPTED';

/**
 * /inventory/{eiId} tab 2 (tab1=2, or invitation=true): the collaboration requests on the event inventory the
 * user sent or received (every one for PO and ADMIN). The invitee accepts or rejects; the inviter (or a PO)
 * revokes an open one. 'Invite collaborators' opens the Collaborators of one of the user's pairings here. The
 * columns follow the user's collaborationInvites preset (spec 001 §9).
 */
export function CollabRequestsTab({ eiId }: { eiId: number }) {
  const user = currentUser();
  const me = user?.userId;
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<Sort<CollabRequestSortField>>({
    field: 'createdAt',
    order: 'DESC',
  });
  const list = useCollabRequests({ eiId, pageNo, sort });
  useToastOnError(list.error);
  usePageClamp(list, pageNo, setPageNo);
  const action = useInvitationAction(eiId);
  const change = useChangeCollaborators();
  const [inviting, setInviting] = useState(false);
  // The step being confirmed; kept while the dialog closes so that its text does not blank.
  const [pending, setPending] = useState<Pending | null>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = action.isPending || change.isPending;

  const done = {
    onSuccess: (r: { message: string }) => {
      toastSuccess(r.message);
      setConfirming(false);
    },
    onError: (e: Error) => {
      toastError(e);
      setConfirming(false);
    },
  };
  const answer = (r: CollabRequest, a: 'APPROVE' | 'REJECT') =>
    action.mutate({ invitationIds: [r.invitationId], action: a }, done);
  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'REJECT') answer(pending.request, 'REJECT');
    else
      change.mutate(
        { eiId, brandId: pending.request.brandId, remove: [pending.request.invitee.userId] },
        done,
      );
  };
  const ask = (p: Pending) => {
    setPending(p);
    setConfirming(true);
  };
  const mayRevoke = (r: CollabRequest) =>
    isOpen(r) && (r.inviter.userId === me || pipelineScope(user) === 'all');

  const cells: Record<string, (r: CollabRequest) => ReactNode> = {
    brandName: (r) => (
      <Anchor component={Link} to={brandInfoPath(r.brandId, r.brandName)} size="sm" fw={600}>
        {r.brandName}
      </Anchor>
    ),
    inviter: (r) => <Text size="sm">{youOr(r.inviter, me)}</Text>,
    invitee: (r) => <Text size="sm">{youOr(r.invitee, me)}</Text>,
    inviteStatus: (r) => (
      <StatusBadge meta={INVITE_STATUS_META[r.inviteStatus]} testId="collab-request-status" />
    ),
    createdAt: (r) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(r.createdAt)}
      </Text>
    ),
  };
  const actions: PagedColumn<CollabRequest>[] = [
    {
      id: 'actions',
      label: 'Actions',
      cell: (r) => (
        <Group gap={6} wrap="nowrap">
          {r.canAct ? (
            <>
              <Button
                size="compact-sm"
                color="green"
                disabled={busy}
                onClick={() => answer(r, 'APPROVE')}
                data-testid="collab-accept"
              >
                ACCEPT
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                disabled={busy}
                onClick={() => ask({ kind: 'REJECT', request: r })}
                data-testid="collab-reject"
              >
                REJECT
              </Button>
            </>
          ) : (
            r.invitee.userId === me &&
            INVITEE_OUTCOME[r.inviteStatus] && (
              <Text size="sm" c="dimmed">
                {INVITEE_OUTCOME[r.inviteStatus]}
              </Text>
            )
          )}
          {mayRevoke(r) && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              disabled={busy}
              onClick={() => ask({ kind: 'REVOKE', request: r })}
              data-testid="collab-revoke"
            >
              {r.inviteStatus === 'ACCEPTED' ? 'Remove' : 'Revoke'}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Invitations to collaborate on the brands of this inventory that you sent or received.
        </Text>
        {canOpenAssignPage(user) && (
          <Button
            variant="light"
            leftSection={<IconUsersPlus size={16} />}
            onClick={() => setInviting(true)}
            data-testid="collab-invite-open"
          >
            Invite collaborators
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md" p="sm">
        <PresetPagedTable
          preset="collaborationInvites"
          cells={cells}
          trailing={actions}
          sort={sort}
          onSort={(s) => {
            setSort(s as Sort<CollabRequestSortField>);
            setPageNo(1);
          }}
          query={list}
          items={(d) => d.requests}
          rowKey={(r) => r.invitationId}
          rowTestId={(r) => `collab-request-${r.invitationId}`}
          what="the collaboration requests"
          empty={
            <EmptyState
              title="No collaboration requests"
              description="Invitations to collaborate on this inventory’s brands, sent or received, are listed here."
            />
          }
          page={pageNo}
          onPage={setPageNo}
          testId="collab-requests"
          minWidth={900}
        />
      </Paper>
      <ConfirmModal
        opened={confirming}
        title={
          pending?.kind === 'REJECT'
            ? 'Reject collaboration request'
            : pending?.request.inviteStatus === 'ACCEPTED'
              ? 'Remove collaborator'
              : 'Revoke invitation'
        }
        confirmLabel={
          pending?.kind === 'REJECT'
            ? 'Reject'
            : pending?.request.inviteStatus === 'ACCEPTED'
              ? 'Remove'
              : 'Revoke'
        }
        color="red"
        loading={busy}
        onConfirm={confirm}
        onClose={() => !busy && setConfirming(false)}
      >
        {!pending
          ? ''
          : pending.kind === 'REJECT'
            ? `Reject ${pending.request.inviter.userName}’s invitation to collaborate on ${pending.request.brandName}?`
            : `${pending.request.inviteStatus === 'ACCEPTED' ? 'Remove' : 'Revoke the invitation to'} ${pending.request.invitee.userName} ${pending.request.inviteStatus === 'ACCEPTED' ? 'as a collaborator on' : 'to collaborate on'} ${pending.request.brandName}?`}
      </ConfirmModal>
      <CollaboratorsModal eiId={eiId} opened={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}
