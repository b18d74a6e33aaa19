import { Divider, Stack, Text } from '@mantine/core';
import type { BrandOwner, BrandPermissions } from '@crm/contracts';
import { AddOwner } from './owners/AddOwner';
import { OffloadModal } from './owners/OffloadModal';
import { OwnerActions } from './owners/OwnerActions';
import { OwnerRow } from './owners/OwnerRow';
import { PreviousOwners } from './owners/PreviousOwners';
import { RemoveOwnerModal } from './owners/RemoveOwnerModal';
import { useOffloadDialog } from './owners/useOffloadDialog';
import { useOwnerEdits } from './owners/useOwnerEdits';

/**
 * Brand owners of a brand (spec 001 §7 brand-owners/v2, previous-brand-owners, offload, notify):
 * the owners, add and remove (PO, ADMIN or the team's TO), 'Offload' with a required reason,
 * 'Notify brand owner', and the previous owners with when and why they left.
 */
export function DetailsOwners({
  brandId,
  owners,
  permissions,
  notified,
}: {
  brandId: number;
  owners: BrandOwner[];
  permissions: BrandPermissions | undefined;
  notified: boolean;
}) {
  const edits = useOwnerEdits(brandId, owners);
  const offload = useOffloadDialog(brandId);
  const canManage = !!permissions?.canManageOwners;
  return (
    <Stack gap="sm" data-testid="brand-owners">
      {owners.length === 0 ? (
        <Text size="sm" c="dimmed">
          This brand has no brand owner.
        </Text>
      ) : (
        owners.map((o) => (
          <OwnerRow
            key={o.brandOwnerUserId}
            owner={o}
            onRemove={canManage ? edits.setRemoving : undefined}
          />
        ))
      )}
      {canManage && <AddOwner edits={edits} />}
      <OwnerActions
        brandId={brandId}
        permissions={permissions}
        notified={notified}
        hasOwners={owners.length > 0}
        onOffload={offload.open}
      />
      <Divider label="Previous brand owners" labelPosition="left" />
      <PreviousOwners brandId={brandId} />
      <RemoveOwnerModal edits={edits} />
      <OffloadModal d={offload} isOwner={!!permissions?.isOwner} />
    </Stack>
  );
}
