import { Alert, List, Progress, Stack, Text } from '@mantine/core';
import { BRAND_OWNER_MOVE_MESSAGES, codeLabel, type BrandOwnerMoveResult } from '@crm/contracts';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { plural } from '../../../lib/format';

/**
 * The confirm dialog of a bulk owner move: the dry run's counts (brands matched and changed, per user
 * brands gained and lost, brands that would be left with no owner, which blocks the move), then a
 * pending bar while the move runs.
 */
export function MoveConfirmModal({
  counts,
  mode,
  running,
  onConfirm,
  onClose,
}: {
  counts: BrandOwnerMoveResult | null;
  mode: string;
  running: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const blocked = !!counts?.leftWithoutOwner;
  return (
    <ConfirmModal
      opened={!!counts}
      title={`${codeLabel(mode)} brand owners`}
      confirmLabel={counts ? `Change ${plural(counts.brandsChanged, 'brand')}` : 'Confirm'}
      loading={running}
      disabled={blocked || !counts?.brandsChanged}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {counts && (
        <Stack gap="xs" data-testid="move-counts">
          <Text size="sm">
            {plural(counts.brandsMatched, 'brand')} picked;{' '}
            <b data-testid="move-changed">{plural(counts.brandsChanged, 'brand')}</b> change owners.
          </Text>
          <List size="sm">
            {counts.users.map((u) => (
              <List.Item key={u.userId} data-testid={`move-user-${u.userId}`}>
                {u.userName}: gains {u.gained}, loses {u.lost}
              </List.Item>
            ))}
          </List>
          {blocked && (
            <Alert color="red" data-testid="move-ownerless">
              {BRAND_OWNER_MOVE_MESSAGES.noOwnerLeft(counts.leftWithoutOwner)}
            </Alert>
          )}
          {running && (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                Moving the owners of {plural(counts.brandsChanged, 'brand')}…
              </Text>
              <Progress value={100} animated striped data-testid="move-progress" />
            </Stack>
          )}
        </Stack>
      )}
    </ConfirmModal>
  );
}
