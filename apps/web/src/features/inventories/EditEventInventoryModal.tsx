import { Modal, Stack, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { EventInventoryUpdateRequest, type EventInventoryDetail } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { useContractForm } from '../../lib/form';
import { lengthError, TEXT_LIMITS } from '../../lib/validation';
import { useUpdateEventInventory } from './queries';
import { FormActions } from '../../components/FormActions';
import { TargetFields, targetSentences, targetsOf, type Targets } from './TargetFields';

type EventInventoryForm = Targets & { notes: string };

const formOf = (ei: EventInventoryDetail): EventInventoryForm => ({
  salesTarget: ei.salesTarget ?? '',
  propertyCount: ei.propertyCount,
  notes: ei.notes ?? '',
});

const notesSentence = (v: EventInventoryForm) => lengthError('Notes', v.notes, TEXT_LIMITS.eiNotes);

/**
 * Edit form of an event inventory: sales target (crore), property count, notes → PATCH
 * /api/event/inventory. A value out of range or over-long notes are refused inline and Save is
 * disabled; nothing is clamped or cut.
 */
export function EditEventInventoryModal({
  ei,
  opened,
  onClose,
}: {
  ei: EventInventoryDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const update = useUpdateEventInventory();
  const requestOf = (v: EventInventoryForm) => ({
    eiId: ei.eiId,
    ...targetsOf(v),
    notes: v.notes.trim() ? v.notes : null,
  });
  // Over-long notes show as they are typed and at once on opening; the targets show their own rules.
  const { form, submit, valid, restart } = useContractForm<EventInventoryForm>({
    initialValues: formOf(ei),
    live: true,
    schema: EventInventoryUpdateRequest,
    request: requestOf,
    sentences: (v) => ({
      ...targetSentences(v),
      notes: notesSentence(v),
    }),
  });

  const { setErrors } = form;
  useEffect(() => {
    if (!opened) return;
    const values = formOf(ei);
    restart(values);
    // notes already over-long (stored before the limit) are flagged as soon as the dialog opens
    const tooLong = notesSentence(values);
    if (tooLong) setErrors((shown) => ({ ...shown, notes: tooLong }));
  }, [opened, ei, restart, setErrors]);

  const onSubmit = submit((v) =>
    update.mutate(requestOf(v), {
      onSuccess: (r) => {
        toastSuccess(r.message);
        onClose();
      },
      onError: toastError,
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title="Edit inventory" centered>
      <form onSubmit={onSubmit}>
        <Stack>
          <TargetFields
            value={form.values}
            onChange={(patch) => form.setValues(patch)}
            testIds={{ salesTarget: 'ei-sales-target', propertyCount: 'ei-property-count' }}
          />
          <Textarea
            label="Notes"
            value={form.values.notes}
            onChange={(e) => form.setFieldValue('notes', e.currentTarget.value)}
            error={form.errors.notes}
            autosize
            minRows={3}
            maxRows={10}
            data-testid="ei-notes"
          />
          <FormActions
            onCancel={onClose}
            saving={update.isPending}
            invalid={!valid}
            testId="ei-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
