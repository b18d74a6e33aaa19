import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useReference } from '../../lib/referenceQueries';
import { useNewBrand } from './list/useNewBrand';

/**
 * Admin-only brand creation (spec 001 §7 /admin/brands/new): name (checked live with
 * check-brand-name-exists, 500 ms debounce) and industry; opens the new brand on success.
 */
export default function NewBrandModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const b = useNewBrand(opened, onClose);
  const reference = useReference();

  return (
    <Modal opened={opened} onClose={onClose} title="New brand" centered>
      <Stack gap="sm">
        <TextInput
          label="Brand name"
          required
          value={b.name}
          onChange={(e) => b.setName(e.currentTarget.value)}
          error={b.taken ? 'A brand with this name already exists' : undefined}
          data-autofocus
          data-testid="new-brand-name"
        />
        <Select
          label="Industry"
          placeholder="Pick an industry"
          searchable
          clearable
          data={(reference.data?.industries ?? []).map((i) => ({
            value: String(i.id),
            label: i.name,
          }))}
          value={b.industryId}
          onChange={b.setIndustryId}
        />
        <Text size="xs" c="dimmed">
          The rest of the brand's details can be filled in on its page.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={b.create}
            loading={b.saving}
            disabled={!b.name.trim() || b.taken || b.checking}
            data-testid="new-brand-create"
          >
            Create
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
