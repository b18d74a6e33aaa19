import { useEffect, useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { brandProfileRoutes } from '@crm/contracts';
import { useNavigate } from 'react-router';
import { toastError, toastSuccess } from '../../lib/api';
import { callRoute, useApi } from '../../lib/useApi';
import { useReference } from '../../lib/referenceQueries';

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
  const navigate = useNavigate();
  const reference = useReference();
  const [name, setName] = useState('');
  const [industryId, setIndustryId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [debounced] = useDebouncedValue(name.trim(), 500);
  const exists = useApi(
    brandProfileRoutes.nameExists,
    { brandName: debounced },
    { enabled: opened && debounced.length > 0 },
  );
  useEffect(() => {
    if (!opened) {
      setName('');
      setIndustryId(null);
    }
  }, [opened]);
  const taken = debounced === name.trim() && exists.data?.exists === true;

  async function create() {
    setSaving(true);
    try {
      const res = await callRoute(brandProfileRoutes.create, {
        brandName: name.trim(),
        ...(industryId ? { industryId: Number(industryId) } : {}),
      });
      toastSuccess(res.message);
      onClose();
      navigate(`/brandInfo/${res.brandId}?brandName=${encodeURIComponent(name.trim())}`);
    } catch (e) {
      toastError(e);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="New brand" centered>
      <Stack gap="sm">
        <TextInput
          label="Brand name"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value.replace(/^\s+/, ''))}
          error={taken ? 'A brand with this name already exists' : undefined}
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
          value={industryId}
          onChange={setIndustryId}
        />
        <Text size="xs" c="dimmed">
          The rest of the brand's details can be filled in on its page.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={create}
            loading={saving}
            disabled={!name.trim() || taken || exists.isFetching}
            data-testid="new-brand-create"
          >
            Create
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
