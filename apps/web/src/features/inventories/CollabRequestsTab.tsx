import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import type { CollabRequest } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { PresetPagedTable, type PagedColumn } from '../../components/PagedTable';
import { canOpenAssignPage } from '../../lib/user';
import { CollabRequestActions } from './collab/CollabRequestActions';
import { collabRequestCells } from './collab/collabRequestCells';
import { CollabStepConfirm } from './collab/CollabStepConfirm';
import { useCollabRequestsTab } from './collab/useCollabRequestsTab';
import { CollaboratorsModal } from './CollaboratorsModal';

/**
 * /inventory/{eiId} tab 2 (tab1=2, or invitation=true): the collaboration requests on the event inventory the
 * user sent or received (every one for PO and ADMIN). The invitee accepts or rejects; the inviter (or a PO)
 * revokes an open one. 'Invite collaborators' opens the Collaborators of one of the user's pairings here. The
 * columns follow the user's collaborationInvites preset (spec 001 §9).
 */
export function CollabRequestsTab({ eiId }: { eiId: number }) {
  const t = useCollabRequestsTab(eiId);
  const { me, pages, step, busy } = t;
  const actions: PagedColumn<CollabRequest>[] = [
    {
      id: 'actions',
      label: 'Actions',
      cell: (r) => (
        <CollabRequestActions
          r={r}
          me={me}
          busy={busy}
          mayRevoke={t.mayRevoke(r)}
          onAccept={() => t.answer(r, 'APPROVE')}
          onAsk={step.ask}
        />
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Invitations to collaborate on the brands of this inventory that you sent or received.
        </Text>
        {canOpenAssignPage(t.user) && (
          <Button
            variant="light"
            leftSection={<IconUsersPlus size={16} />}
            onClick={() => t.setInviting(true)}
            data-testid="collab-invite-open"
          >
            Invite collaborators
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md" p="sm">
        <PresetPagedTable
          preset="collaborationInvites"
          cells={collabRequestCells(me)}
          trailing={actions}
          sort={pages.sort}
          onSort={pages.onSort}
          query={t.list}
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
          page={pages.pageNo}
          onPage={pages.setPageNo}
          testId="collab-requests"
          minWidth={900}
        />
      </Paper>
      <CollabStepConfirm
        opened={step.confirming}
        pending={step.target}
        busy={busy}
        onConfirm={t.confirm}
        onClose={step.close}
      />
      <CollaboratorsModal eiId={eiId} opened={t.inviting} onClose={() => t.setInviting(false)} />
    </Stack>
  );
}
