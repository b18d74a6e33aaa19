import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PastFollowUpConfirm } from './PastFollowUpConfirm';
import { StageDateFields } from './stageUpdate/StageDateFields';
import { StageFields } from './stageUpdate/StageFields';
import type { StageTarget } from './stageUpdate/stageForm';
import { StageValueFields } from './stageUpdate/StageValueFields';
import { useStageUpdateForm } from './stageUpdate/useStageUpdateForm';
import { ThrottledButton } from '../../components/ThrottledButton';

/**
 * 'Update stage' dialog (spec 001 §4): stage, tag, lost reason (required for Not Interested, shown
 * inline), proposed / negotiated / closed value in crore, follow-up date and expected closure →
 * POST /api/event/inventory/brand/stage/update; toasts 'Stage updated successfully'. Values out of
 * range and an over-long reason are refused inline (Save disabled); a new follow-up date in the past
 * is confirmed first. `onSaved` (default `onClose`) runs after a save, `onClose` on Cancel or Escape.
 */
export function StageUpdateModal({
  target,
  onClose,
  onSaved = onClose,
}: {
  target: StageTarget | null;
  onClose: () => void;
  onSaved?: () => void;
}) {
  const f = useStageUpdateForm(target, onSaved);
  return (
    <Modal
      opened={!!target}
      onClose={onClose}
      title={target ? `Update stage — ${target.brandName}` : 'Update stage'}
      centered
      size="lg"
    >
      <form onSubmit={f.submit} noValidate data-testid="stage-form">
        <Stack>
          <StageFields f={f} />
          <StageValueFields f={f} />
          <StageDateFields f={f} />
          {f.lostError && f.values.stage !== 'NOT_INTERESTED' && (
            <Text c="red" size="sm">
              {f.lostError}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={f.pending}>
              Cancel
            </Button>
            <ThrottledButton
              type="submit"
              loading={f.pending}
              disabled={f.invalid}
              data-testid="stage-submit"
            >
              Update stage
            </ThrottledButton>
          </Group>
        </Stack>
      </form>
      <PastFollowUpConfirm
        dates={f.pastBody && [{ date: f.values.followUp }]}
        pending={f.pending}
        onConfirm={f.confirmPast}
        onClose={f.cancelPast}
      />
    </Modal>
  );
}
