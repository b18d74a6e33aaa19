import { Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { INVENTORY_ADMIN_LIMITS } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { useReference } from '../../lib/referenceQueries';
import { useSetBlockedIndustries } from './adminQueries';
import { FormActions } from '../../components/FormActions';

/**
 * Edits the blocked industries of an event inventory (PATCH /api/event/inventory/blocked-industries; its
 * POs and admins): brands of these industries stay out of its unassigned list and suggestions.
 */
export function BlockedIndustriesModal({
  eiId,
  current,
  onClose,
}: {
  eiId: number;
  current: { id: number; name: string }[];
  onClose: () => void;
}) {
  const ref = useReference();
  const [value, setValue] = useState(current.map((i) => String(i.id)));
  const save = useSetBlockedIndustries();
  const data = (ref.data?.industries ?? current).map((i) => ({
    value: String(i.id),
    label: i.name,
  }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { eiId, industryIds: value.map(Number) },
      { onSuccess: (r) => (toastSuccess(r.message), onClose()), onError: toastError },
    );
  };
  return (
    <Modal opened onClose={onClose} title="Blocked industries" centered>
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm" c="dimmed">
            Brands of these industries are left out of this inventory’s unassigned brands and
            suggestions.
          </Text>
          <MultiSelect
            label="Industries"
            placeholder={value.length ? undefined : 'Pick industries'}
            data={data}
            value={value}
            onChange={setValue}
            searchable
            clearable
            maxValues={INVENTORY_ADMIN_LIMITS.blockedIndustries}
            nothingFoundMessage={ref.isLoading ? 'Loading…' : 'No industries found'}
            comboboxProps={{ withinPortal: true }}
            data-testid="blocked-industries-picker"
          />
          <FormActions
            onCancel={onClose}
            saving={save.isPending}
            testId="blocked-industries-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
