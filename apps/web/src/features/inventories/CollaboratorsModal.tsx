import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Collaborator } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { toastError, toastSuccess } from '../../lib/api';
import { ConfirmModal } from '../../components/ConfirmModal';
import { LoadError, loadFailed } from '../../components/LoadError';
import { SearchPicker } from '../../components/searchPickers';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { currentUser } from '../../lib/user';
import { ColleaguePicker } from './ColleaguePicker';
import { CollaboratorsTable } from './CollaboratorsTable';
import { useChangeCollaborators, useCollaborators, usePairingBrandOptions } from './collabQueries';

type Brand = { brandId: number; brandName: string };

/**
 * The Collaborators of a pairing (spec 001 §3 Collaborator): each colleague with their invitation status (a
 * table in the user's inventoryCollaboration columns, spec 001 §9),
 * inviting more and revoking an open invitation or removing a collaborator (confirmed). Without `brand`,
 * the brand is picked first among the assigned pairings the user works ('Brands for collaboration', 001 §7).
 */
export function CollaboratorsModal({
  eiId,
  brand,
  opened,
  onClose,
}: {
  eiId: number;
  brand?: Brand;
  opened: boolean;
  onClose: () => void;
}) {
  const [picked, setPicked] = useState<Brand | null>(null);
  const current = brand ?? picked;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => setPicked(null)}
      title={brand ? `Collaborators · ${brand.brandName}` : 'Invite collaborators'}
      size="xl"
      centered
    >
      <Stack gap="md">
        {!brand && (
          <SearchPicker
            label="Brand"
            noun="brands"
            value={picked ? String(picked.brandId) : null}
            initial={null}
            onChange={() => undefined}
            onPick={(o) => setPicked(o ? { brandId: Number(o.value), brandName: o.label } : null)}
            useOptions={usePairingBrandOptions}
            params={{ eiId, isCollaboration: true }}
            nothingFound="None of the brands you work is assigned to this inventory"
            testId="collab-brand-picker"
          />
        )}
        {current ? (
          <CollaboratorsPanel key={current.brandId} eiId={eiId} brand={current} />
        ) : (
          <Text size="sm" c="dimmed">
            Pick one of your brands assigned to this inventory to see and invite its collaborators.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}

function CollaboratorsPanel({ eiId, brand }: { eiId: number; brand: Brand }) {
  const list = useCollaborators(eiId, brand.brandId);
  const change = useChangeCollaborators();
  const [invitees, setInvitees] = useState<string[]>([]);
  // The collaborator being confirmed; kept while the dialog closes so that its text does not blank.
  const [removing, setRemoving] = useState<Collaborator | null>(null);
  const [confirming, setConfirming] = useState(false);
  const me = currentUser()?.userId;

  const submit = (body: { add?: number[]; remove?: number[] }, done: () => void) =>
    change.mutate(
      { eiId, brandId: brand.brandId, ...body },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          done();
        },
        onError: (e) => {
          toastError(e);
          done();
        },
      },
    );
  const invite = () => submit({ add: invitees.map(Number) }, () => setInvitees([]));
  const remove = () =>
    removing && submit({ remove: [removing.coUserId] }, () => setConfirming(false));

  if (loadFailed(list)) return <LoadError what="the collaborators" query={list} />;
  if (!list.data) return <SkeletonBlock lines={3} height={36} />;
  const { collaborators, canInvite } = list.data;
  const accepted = removing?.inviteStatus === 'ACCEPTED';

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
          onRemove={
            canInvite
              ? (c) => {
                  setRemoving(c);
                  setConfirming(true);
                }
              : null
          }
        />
      )}
      <Divider />
      {canInvite ? (
        <Group align="flex-end" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <ColleaguePicker
              eiId={eiId}
              brandId={brand.brandId}
              value={invitees}
              onChange={setInvitees}
            />
          </div>
          <Button
            leftSection={<IconUserPlus size={16} />}
            onClick={invite}
            disabled={!invitees.length}
            loading={change.isPending && !confirming}
            data-testid="collab-invite-submit"
          >
            Invite
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Only those who work this brand can invite collaborators.
        </Text>
      )}
      <ConfirmModal
        opened={confirming}
        title={accepted ? 'Remove collaborator' : 'Revoke invitation'}
        confirmLabel={accepted ? 'Remove' : 'Revoke'}
        color="red"
        loading={change.isPending}
        onConfirm={remove}
        onClose={() => !change.isPending && setConfirming(false)}
      >
        {removing
          ? accepted
            ? `Remove ${removing.coName} as a collaborator on ${brand.brandName}? They will no longer work this pairing.`
            : `Revoke the invitation to ${removing.coName} to collaborate on ${brand.brandName}?`
          : ''}
      </ConfirmModal>
    </Stack>
  );
}
