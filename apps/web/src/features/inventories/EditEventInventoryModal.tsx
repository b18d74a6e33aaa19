import { Button, Group, Modal, NumberInput, Stack, Textarea } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import type { EventInventoryDetail } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { useUpdateEventInventory } from './queries';

/** Edit form of an event inventory: sales target (crore), property count, notes → PATCH /api/event/inventory. */
export function EditEventInventoryModal({ ei, opened, onClose }: { ei: EventInventoryDetail; opened: boolean; onClose: () => void }) {
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

  const submit = (e: FormEvent) => {
    e.preventDefault();
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
          <NumberInput label="Sales target (in Cr)" value={salesTarget} onChange={setSalesTarget} min={0} max={1_000_000} decimalScale={2} thousandSeparator="," data-testid="ei-sales-target" />
          <NumberInput label="Property count" value={propertyCount} onChange={setPropertyCount} min={0} max={100_000} allowDecimal={false} data-testid="ei-property-count" />
          <Textarea label="Notes" value={notes} onChange={(e) => setNotes(e.currentTarget.value)} autosize minRows={3} maxRows={10} maxLength={5000} data-testid="ei-notes" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} data-testid="ei-save">
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
