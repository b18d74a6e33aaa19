import { Center, Loader, Modal } from '@mantine/core';
import { LoadError } from '../../../components/LoadError';
import { DetailsEditModal, useBrandAdditionalInfo } from '../../brands';
import { useBrandInfo } from '../../../lib/brandInfo';

/**
 * The brand edit modal in admin mode (PATCH /api/admin/brands/v2, spec 001 §7): loads the brand's
 * details and editable extras first (a loader, or the load error with Retry), then the same form as
 * the brand page; offloaded brands too.
 */
export function AdminEditBrand({ brandId, onClose }: { brandId: number; onClose: () => void }) {
  const info = useBrandInfo(brandId);
  const extra = useBrandAdditionalInfo(brandId);
  if (info.data && extra.data)
    return (
      <DetailsEditModal
        brand={info.data}
        profile={extra.data.profile}
        canMarkEngagement
        admin
        onClose={onClose}
      />
    );
  const failed = info.error ? info : extra.error ? extra : null;
  return (
    <Modal opened onClose={onClose} title="Edit brand" centered>
      {failed ? (
        <LoadError what="the brand" query={failed} />
      ) : (
        <Center py="xl">
          <Loader aria-label="Loading the brand" />
        </Center>
      )}
    </Modal>
  );
}
