import { Modal, Stack, Textarea } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import type { EventInventoryDetail } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { NumberField } from '../../components/NumberField';
import {
  croreRule,
  hasNumberError,
  lengthError,
  PROPERTY_COUNT_RULE,
  TEXT_LIMITS,
} from '../../lib/validation';
import { useUpdateEventInventory } from './queries';
import { FormActions } from '../../components/FormActions';

const SALES_TARGET_RULE = croreRule('Sales target');

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
  const [salesTarget, setSalesTarget] = useState<number | string>('');
  const [propertyCount, setPropertyCount] = useState<number | string>(0);
  const [notes, setNotes] = useState('');
  const update = useUpdateEventInventory();

  useEffect(() => {
    if (!opened) return;
    setSalesTarget(ei.salesTarget ?? '');
    setPropertyCount(ei.propertyCount);
    setNotes(ei.notes ?? '');
  }, [opened, ei]);

  const notesTooLong = lengthError('Notes', notes, TEXT_LIMITS.eiNotes);
  const invalid =
    !!notesTooLong ||
    hasNumberError([salesTarget, SALES_TARGET_RULE], [propertyCount, PROPERTY_COUNT_RULE]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    update.mutate(
      {
        eiId: ei.eiId,
        salesTarget: salesTarget === '' ? null : Number(salesTarget),
        propertyCount: propertyCount === '' ? 0 : Number(propertyCount),
        notes: notes.trim() ? notes : null,
      },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          onClose();
        },
        onError: toastError,
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Edit inventory" centered>
      <form onSubmit={submit}>
        <Stack>
          <NumberField
            label="Sales target (in Cr)"
            rule={SALES_TARGET_RULE}
            value={salesTarget}
            onChange={setSalesTarget}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            data-testid="ei-sales-target"
          />
          <NumberField
            label="Property count"
            rule={PROPERTY_COUNT_RULE}
            value={propertyCount}
            onChange={setPropertyCount}
            data-testid="ei-property-count"
          />
          <Textarea
            label="Notes"
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            error={notesTooLong}
            autosize
            minRows={3}
            maxRows={10}
            data-testid="ei-notes"
          />
          <FormActions
            onCancel={onClose}
            saving={update.isPending}
            invalid={invalid}
            testId="ei-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
