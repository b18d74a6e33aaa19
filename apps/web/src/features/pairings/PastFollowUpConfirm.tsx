import { ConfirmModal } from '../../components/ConfirmModal';
import { pastFollowUpText } from './pastFollowUp';

/** Asks before saving follow-up dates in the past; `dates` null = closed. */
export function PastFollowUpConfirm({
  dates,
  pending,
  onConfirm,
  onClose,
}: {
  dates: { date: string; where?: string }[] | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmModal
      opened={!!dates}
      title="Follow-up date in the past"
      confirmLabel="Save anyway"
      color="orange"
      loading={pending}
      onConfirm={onConfirm}
      onClose={() => !pending && onClose()}
    >
      {dates ? pastFollowUpText(dates) : ''}
    </ConfirmModal>
  );
}
