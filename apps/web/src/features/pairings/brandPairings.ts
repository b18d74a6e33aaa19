import { pairingRoutes } from '@crm/contracts';
import { useBrandInfo } from '../../lib/brandInfo';
import { useApi } from '../../lib/useApi';
import { canRead, canWorkBrand, currentUser } from '../../lib/user';

/**
 * Whether the logged-in user works this brand (call notes, stages): the pipeline rule on its owners (spec 001 §6),
 * or one of its pairings is theirs to work (canUpdate: an accepted collaboration); false until it loads. Live: a
 * revoked collaboration reloads the pairings (useNotificationFeed).
 */
export function useCanWorkBrand(brandId: number | undefined): boolean {
  const user = currentUser();
  const { data } = useBrandInfo(brandId);
  const pairings = useBrandPairings(canRead(user, 'PIPELINE') ? brandId : undefined);
  return (
    (!!data &&
      canWorkBrand(
        user,
        data.brandOwners.map((o) => o.brandOwnerUserId),
      )) ||
    !!pairings.data?.pairings.some((p) => p.canUpdate)
  );
}

/** GET /api/brand/event/inventory/v2?brandId: every pairing of the brand, with canUpdate (the caller works it: mayWorkPairing). */
export function useBrandPairings(brandId: number | undefined) {
  return useApi(pairingRoutes.brandPairings, brandId ? { brandId } : undefined);
}
