import { Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { INVENTORY_ADMIN_LIMITS, inventoryAdminRoutes } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { useContractForm } from '../../lib/form';
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
  const save = useSetBlockedIndustries();
  const { form, submit } = useContractForm<{ industryIds: string[] }>({
    initialValues: { industryIds: current.map((i) => String(i.id)) },
    schema: inventoryAdminRoutes.setBlockedIndustries.body,
    request: (v) => ({ eiId, industryIds: v.industryIds.map(Number) }),
  });
  const value = form.values.industryIds;
  const data = (ref.data?.industries ?? current).map((i) => ({
    value: String(i.id),
    label: i.name,
  }));
  const onSubmit = submit((v) =>
    save.mutate(
      { eiId, industryIds: v.industryIds.map(Number) },
      { onSuccess: (r) => (toastSuccess(r.message), onClose()), onError: toastError },
    ),
  );
  return (
    <Modal opened onClose={onClose} title="Blocked industries" centered>
      <form onSubmit={onSubmit}>
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
            onChange={(ids) => form.setFieldValue('industryIds', ids)}
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
