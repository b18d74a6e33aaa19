import { Divider, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { currentUser } from '../../../lib/user';
import { CollaboratorsTable } from '../CollaboratorsTable';
import { InviteColleagues } from './InviteColleagues';
import { RemoveCollaboratorConfirm } from './RemoveCollaboratorConfirm';
import { useCollaboratorsPanel, type PairingBrand } from './useCollaboratorsPanel';

/**
 * One pairing's collaborators: the load error or a skeleton, the table (or 'No collaborators yet'), and
 * for those who work the brand (`canInvite`) inviting colleagues and removing or revoking (confirmed).
 */
export function CollaboratorsPanel({ eiId, brand }: { eiId: number; brand: PairingBrand }) {
  const p = useCollaboratorsPanel(eiId, brand);
  const { list, change, removal } = p;
  const me = currentUser()?.userId;

  if (loadFailed(list)) return <LoadError what="the collaborators" query={list} />;
  if (!list.data) return <SkeletonBlock lines={3} height={36} />;
  const { collaborators, canInvite } = list.data;

  return (
    <Stack gap="sm" data-testid="collaborators">
      {collaborators.length === 0 ? (
        <EmptyState
          title="No collaborators yet"
          description={canInvite ? 'Invite colleagues to work this pairing with you.' : undefined}
        />
      ) : (
        <CollaboratorsTable
          collaborators={collaborators}
          me={me}
          onRemove={canInvite ? removal.ask : null}
        />
      )}
      <Divider />
      {canInvite ? (
        <InviteColleagues
          eiId={eiId}
          brandId={brand.brandId}
          invitees={p.invitees}
          onChange={p.setInvitees}
          onInvite={p.invite}
          inviting={change.isPending && !removal.confirming}
        />
      ) : (
        <Text size="sm" c="dimmed">
          Only those who work this brand can invite collaborators.
        </Text>
      )}
      <RemoveCollaboratorConfirm
        opened={removal.confirming}
        removing={removal.target}
        brandName={brand.brandName}
        loading={change.isPending}
        onConfirm={p.remove}
        onClose={removal.close}
      />
    </Stack>
  );
}
