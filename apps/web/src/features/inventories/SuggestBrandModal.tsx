import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../lib/api';
import { SearchPicker } from '../../components/searchPickers';
import { usePairingBrandOptions, useSuggestBrand } from './collabQueries';

/**
 * 'Suggest a brand' for an event inventory: pick a brand not yet assigned there (POST
 * /event/inventory/brand/search) and send it to the inventory's project owners, who approve or reject it.
 */
export function SuggestBrandModal({
  eiId,
  opened,
  onClose,
}: {
  eiId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const [brandId, setBrandId] = useState<string | null>(null);
  const suggest = useSuggestBrand();
  const send = () =>
    brandId &&
    suggest.mutate(
      { eiId, brandId: Number(brandId) },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          onClose();
        },
        onError: toastError,
      },
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => setBrandId(null)}
      title="Suggest a brand"
      centered
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The project owners of this inventory will be asked to approve or reject it; approving
          assigns the brand here.
        </Text>
        <SearchPicker
          label="Brand"
          noun="brands"
          value={brandId}
          initial={null}
          onChange={setBrandId}
          useOptions={usePairingBrandOptions}
          params={{ eiId, isCollaboration: false }}
          nothingFound="No unassigned brands found"
          testId="suggest-brand-picker"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={suggest.isPending}>
            Cancel
          </Button>
          <Button
            onClick={send}
            disabled={!brandId}
            loading={suggest.isPending}
            data-testid="suggest-brand-submit"
          >
            Suggest
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
