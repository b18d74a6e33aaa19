import { useState } from 'react';
import { Button, Group, Paper, SegmentedControl } from '@mantine/core';
import {
  BRAND_OWNER_MOVE_MODES,
  codeLabel,
  type BrandOwnerMoveMode,
  type BrandOwnerMoveRequest,
  type BrandOwnerMoveResult,
} from '@crm/contracts';
import { UserPicker } from '../../../components/UserPicker';
import { showUndoToast } from '../../../components/undoToast';
import { toastError, toastSuccess } from '../../../lib/api';
import { MoveConfirmModal } from './MoveConfirmModal';
import { useOwnerMove, useOwnerMoveDryRun, useUndoOwnerMove } from './queries';

const MODE_DATA = BRAND_OWNER_MOVE_MODES.map((m) => ({ value: m, label: codeLabel(m) }));

/** The picked brands of a move: explicit ids, or every brand matching the list's filter. */
export type MoveTarget = Pick<BrandOwnerMoveRequest, 'brandIds' | 'filter'>;

/**
 * The move controls: brand owners (BO) and a mode, Review (the dry run) opening the confirm dialog
 * with its counts, the run, and a success toast with Undo. `onMoved` runs after a move (clear the pick).
 */
export function MovePanel({
  picked,
  target,
  onMoved,
}: {
  picked: number;
  target: MoveTarget;
  onMoved: () => void;
}) {
  const [userIds, setUserIds] = useState<string[]>([]);
  const [mode, setMode] = useState<BrandOwnerMoveMode>('ADD');
  const [counts, setCounts] = useState<BrandOwnerMoveResult | null>(null);
  const dryRun = useOwnerMoveDryRun();
  const move = useOwnerMove();
  const undo = useUndoOwnerMove();
  const request = { ...target, userIds: userIds.map(Number), mode };

  const review = () =>
    dryRun.mutate(request, { onSuccess: (c) => setCounts(c), onError: toastError });
  const confirm = () =>
    move.mutate(request, {
      onSuccess: (r) => {
        setCounts(null);
        onMoved();
        showUndoToast({
          message: r.message,
          testId: 'undo-owner-move',
          onUndo: () =>
            undo.mutate(r.batchId!, {
              onSuccess: (u) => toastSuccess(u.message),
              onError: toastError,
            }),
        });
      },
      onError: toastError,
    });

  return (
    <Paper withBorder radius="md" p="sm">
      <Group align="flex-end" gap="md">
        <UserPicker
          label="Brand owners"
          role="BO"
          value={userIds}
          onChange={setUserIds}
          maxValues={100}
          testId="move-users"
        />
        <SegmentedControl
          data={MODE_DATA}
          value={mode}
          onChange={(v) => setMode(v as BrandOwnerMoveMode)}
          data-testid="move-mode"
        />
        <Button
          onClick={review}
          loading={dryRun.isPending}
          disabled={!picked || !userIds.length}
          data-testid="review-move"
        >
          Review {picked} brand{picked === 1 ? '' : 's'}
        </Button>
      </Group>
      <MoveConfirmModal
        counts={counts}
        mode={mode}
        running={move.isPending}
        onConfirm={confirm}
        onClose={() => !move.isPending && setCounts(null)}
      />
    </Paper>
  );
}
