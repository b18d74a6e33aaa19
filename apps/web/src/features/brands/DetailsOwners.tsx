import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconBellRinging, IconLogout, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  BRAND_LIMITS,
  BRAND_PROFILE_MESSAGES,
  type BrandOwner,
  type BrandPermissions,
} from '@crm/contracts';
import { failureText, toastError, toastFailure, toastSuccess } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { ConfirmModal } from '../../components/ConfirmModal';
import { UserAvatar } from '../../components/Avatars';
import { useBrandOwnerOptions } from '../../lib/referenceQueries';
import { lengthError } from '../../lib/validation';
import { LoadError, loadFailed } from '../../components/LoadError';
import { SkeletonBlock } from '../../components/SkeletonRows';
import {
  useNotifyBrandOwner,
  useOffloadBrand,
  usePreviousBrandOwners,
  useUpdateBrandOwners,
} from './profileQueries';

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
  const [adding, setAdding] = useState<string | null>(null);
  const [removing, setRemoving] = useState<BrandOwner | null>(null);
  const [removeReason, setRemoveReason] = useState('');
  const [offloadOpen, setOffloadOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonTouched, setReasonTouched] = useState(false);
  const options = useBrandOwnerOptions();
  const update = useUpdateBrandOwners(brandId);
  const offload = useOffloadBrand(brandId);
  const notify = useNotifyBrandOwner(brandId);
  const canManage = !!permissions?.canManageOwners;
  const removeReasonTooLong = lengthError(
    'Reason',
    removeReason.trim(),
    BRAND_LIMITS.offloadReason,
  );
  const reasonTooLong = lengthError('Reason', reason.trim(), BRAND_LIMITS.offloadReason);
  const candidates = (options.data?.brandOwners ?? [])
    .filter((u) => !owners.some((o) => o.brandOwnerUserId === u.userId))
    .map((u) => ({ value: String(u.userId), label: u.userName }));

  const add = () => {
    if (!adding) return;
    update.mutate(
      { add: [Number(adding)] },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          setAdding(null);
        },
        onError: toastError,
      },
    );
  };
  const remove = () => {
    if (!removing || removeReasonTooLong) return;
    update.mutate(
      { remove: [removing.brandOwnerUserId], reason: removeReason.trim() || undefined },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          setRemoving(null);
          setRemoveReason('');
        },
        onError: toastError,
      },
    );
  };
  const doOffload = () => {
    setReasonTouched(true);
    if (!reason.trim() || reasonTooLong) return;
    offload.mutate(reason.trim(), {
      onSuccess: () => {
        toastSuccess(BRAND_PROFILE_MESSAGES.offloaded);
        setOffloadOpen(false);
        setReason('');
        setReasonTouched(false);
      },
      onError: (e) => toastFailure(failureText(e, BRAND_PROFILE_MESSAGES.offloadFailed)),
    });
  };
  const doNotify = () =>
    notify.mutate(undefined, {
      onSuccess: () => toastSuccess(BRAND_PROFILE_MESSAGES.notified),
      onError: (e) => toastFailure(failureText(e, BRAND_PROFILE_MESSAGES.notifyFailed)),
    });

  return (
    <Stack gap="sm" data-testid="brand-owners">
      {owners.length === 0 ? (
        <Text size="sm" c="dimmed">
          This brand has no brand owner.
        </Text>
      ) : (
        owners.map((o) => (
          <Group
            key={o.brandOwnerUserId}
            justify="space-between"
            wrap="nowrap"
            data-testid="brand-owner-row"
          >
            <Group gap="sm" wrap="nowrap">
              <UserAvatar
                userId={o.brandOwnerUserId}
                name={o.brandOwnerUserName}
                imageUrl={o.brandOwnerProfileImage}
                lastActiveOn={o.lastActiveOn}
                size={32}
              />
              <Stack gap={0}>
                <Text
                  size="sm"
                  fw={500}
                  c={o.isDeactivated ? 'dimmed' : undefined}
                  td={o.isDeactivated ? 'line-through' : undefined}
                >
                  {o.brandOwnerUserName}
                </Text>
                <Text size="xs" c={o.isDeactivated ? 'red' : 'dimmed'}>
                  {o.isDeactivated ? 'Deactivated' : (o.verticalName ?? '—')}
                </Text>
              </Stack>
            </Group>
            {canManage && (
              <Tooltip label={`Remove ${o.brandOwnerUserName}`}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${o.brandOwnerUserName}`}
                  onClick={() => setRemoving(o)}
                >
                  <IconUserMinus size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ))
      )}
      {canManage && (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            style={{ flex: 1 }}
            placeholder={options.isLoading ? 'Loading brand owners…' : 'Add a brand owner'}
            aria-label="Add a brand owner"
            searchable
            clearable
            data={candidates}
            value={adding}
            onChange={setAdding}
            nothingFoundMessage="No brand owners"
            data-testid="owner-picker"
          />
          <Button
            leftSection={<IconUserPlus size={16} />}
            onClick={add}
            disabled={!adding}
            loading={update.isPending && !removing}
            data-testid="owner-add"
          >
            Add
          </Button>
        </Group>
      )}
      {permissions &&
        (permissions.canOffload ||
          permissions.canNotify ||
          (notified && !permissions.isOwner && owners.length > 0)) && (
          <Group gap="xs">
            {notified && !permissions.isOwner && owners.length > 0 && (
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
                onClick={() => setOffloadOpen(true)}
                data-testid="offload-brand"
              >
                Offload
              </Button>
            )}
          </Group>
        )}
      <Divider label="Previous brand owners" labelPosition="left" />
      <PreviousOwners brandId={brandId} />

      <ConfirmModal
        opened={!!removing}
        title="Remove brand owner"
        confirmLabel="Remove"
        color="red"
        loading={update.isPending}
        disabled={!!removeReasonTooLong}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      >
        <Stack gap="sm">
          <Text size="sm">Remove {removing?.brandOwnerUserName} as an owner of this brand?</Text>
          <Textarea
            label="Reason (optional)"
            rows={3}
            value={removeReason}
            onChange={(e) => setRemoveReason(e.currentTarget.value)}
            error={removeReasonTooLong}
          />
        </Stack>
      </ConfirmModal>

      <Modal
        opened={offloadOpen}
        onClose={() => setOffloadOpen(false)}
        title="Offload brand"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            {permissions?.isOwner
              ? 'You will no longer own this brand.'
              : 'The brand will be marked as offloaded.'}
          </Text>
          <Textarea
            label="Reason"
            required
            rows={4}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            onBlur={() => setReasonTouched(true)}
            error={
              reasonTouched && !reason.trim()
                ? BRAND_PROFILE_MESSAGES.offloadReasonRequired
                : reasonTooLong
            }
            data-testid="offload-reason"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => setOffloadOpen(false)}
              disabled={offload.isPending}
            >
              Cancel
            </Button>
            <Button
              color="red"
              onClick={doOffload}
              loading={offload.isPending}
              disabled={!!reasonTooLong}
              data-testid="confirm-action"
            >
              Offload
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function PreviousOwners({ brandId }: { brandId: number }) {
  const previous = usePreviousBrandOwners(brandId);
  const { data, isLoading } = previous;
  if (loadFailed(previous)) return <LoadError what="the previous brand owners" query={previous} />;
  if (isLoading || !data) return <SkeletonBlock lines={2} />;
  if (!data.previousBrandOwners.length)
    return (
      <Text size="sm" c="dimmed">
        No previous brand owners.
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="previous-owners">
      {data.previousBrandOwners.map((p, i) => (
        <Group key={`${p.userId}-${i}`} gap="sm" wrap="nowrap" align="flex-start">
          <UserAvatar userId={p.userId} name={p.userName} imageUrl={p.profileImage} color="gray" />
          <Stack gap={0}>
            <Text size="sm">
              {p.userName}{' '}
              <Text span size="xs" c="dimmed">
                {p.action === 'OFFLOADED' ? 'offloaded' : `removed by ${p.removedBy.userName}`} ·{' '}
                {formatDateTime(p.removedOn)}
              </Text>
            </Text>
            {p.reason && (
              <Text size="xs" c="dimmed">
                {p.reason}
              </Text>
            )}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
