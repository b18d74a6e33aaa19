import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { brandProfileRoutes } from '@crm/contracts';
import { useNavigate } from 'react-router';
import { toastError, toastSuccess } from '../../../lib/api';
import { callRoute, useApi } from '../../../lib/useApi';

/**
 * The New brand dialog's state (spec 001 §7 /admin/brands/new): the name (leading spaces dropped,
 * checked with check-brand-name-exists 500 ms after typing stops; `taken` once the answer for the
 * name as shown says it exists), the industry, both cleared when the dialog closes, and `create`,
 * which opens the new brand on success and toasts a failure.
 */
export function useNewBrand(opened: boolean, onClose: () => void) {
  const navigate = useNavigate();
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

  return {
    name,
    setName: (v: string) => setName(v.replace(/^\s+/, '')),
    industryId,
    setIndustryId,
    taken: debounced === name.trim() && exists.data?.exists === true,
    checking: exists.isFetching,
    saving,
    create,
  };
}
