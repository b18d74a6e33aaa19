import { Button, Group } from '@mantine/core';
import { IconBellRinging, IconLogout } from '@tabler/icons-react';
import { BRAND_PROFILE_MESSAGES, type BrandPermissions } from '@crm/contracts';
import { failureText, toastFailure, toastSuccess } from '../../../lib/api';
import { useNotifyBrandOwner } from '../profileQueries';

/**
 * A brand's owner actions (spec 001 §7 notify, offload): 'Brand owner notified' (greyed, for a
 * non-owner once notified while the brand has owners), 'Notify brand owner' and 'Offload'; nothing
 * when none applies.
 */
export function OwnerActions({
  brandId,
  permissions,
  notified,
  hasOwners,
  onOffload,
}: {
  brandId: number;
  permissions: BrandPermissions | undefined;
  notified: boolean;
  hasOwners: boolean;
  onOffload: () => void;
}) {
  const notify = useNotifyBrandOwner(brandId);
  const showNotified = !!permissions && notified && !permissions.isOwner && hasOwners;
  if (!permissions || !(permissions.canOffload || permissions.canNotify || showNotified))
    return null;
  const doNotify = () =>
    notify.mutate(undefined, {
      onSuccess: () => toastSuccess(BRAND_PROFILE_MESSAGES.notified),
      onError: (e) => toastFailure(failureText(e, BRAND_PROFILE_MESSAGES.notifyFailed)),
    });
  return (
    <Group gap="xs">
      {showNotified && (
        <Button variant="light" disabled leftSection={<IconBellRinging size={16} />}>
          Brand owner notified
        </Button>
      )}
      {permissions.canNotify && (
        <Button
          variant="light"
          leftSection={<IconBellRinging size={16} />}
          onClick={doNotify}
          loading={notify.isPending}
          data-testid="notify-owner"
        >
          Notify brand owner
        </Button>
      )}
      {permissions.canOffload && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={onOffload}
          data-testid="offload-brand"
        >
          Offload
        </Button>
      )}
    </Group>
  );
}
