import { Modal, Stack } from '@mantine/core';
import type { BrandInfo, BrandProfileExtras } from '@crm/contracts';
import { FormActions } from '../../components/FormActions';
import { EditCompanyFields } from './edit/EditCompanyFields';
import { EditEngagement } from './edit/EditEngagement';
import { EditNameFields } from './edit/EditNameFields';
import { EditPlaceFields } from './edit/EditPlaceFields';
import { useBrandEditForm } from './edit/useBrandEditForm';

/**
 * The brand edit form (spec 001 §3 Brand, §5 URL rule): name, description, image, company, industry,
 * category, contact type, engagement (Strong/Medium/Low), revenue in crore, website, LinkedIn, HQ and
 * marketing offices. Sends only the changed fields; toasts the server's answer. `admin`: sent as the
 * admin edit (PATCH /api/admin/brands/v2).
 */
export function DetailsEditModal({
  brand,
  profile,
  canMarkEngagement,
  onClose,
  admin = false,
}: {
  brand: BrandInfo;
  profile: BrandProfileExtras;
  canMarkEngagement: boolean;
  onClose: () => void;
  admin?: boolean;
}) {
  const f = useBrandEditForm(brand, profile, { admin, onClose });
  return (
    <Modal opened onClose={onClose} title="Edit brand" size="xl" centered>
      <form onSubmit={f.onSubmit} data-testid="brand-edit-form">
        <Stack gap="sm">
          <EditNameFields f={f} />
          <EditCompanyFields f={f} brand={brand} />
          {canMarkEngagement && <EditEngagement f={f} />}
          <EditPlaceFields f={f} profile={profile} />
          <FormActions
            onCancel={onClose}
            saving={f.saving}
            invalid={f.invalid}
            testId="edit-save"
            mt="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
}
