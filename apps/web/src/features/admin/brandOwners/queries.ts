import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBrandRoutes, cacheFamilies, type BrandOwnerMoveRequest } from '@crm/contracts';
import { callRoute } from '../../../lib/useApi';

/** Refetches every brand list and brand profile after owners moved. */
function useRefreshBrands() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: cacheFamilies.brands }),
      qc.invalidateQueries({ queryKey: cacheFamilies.brandProfile }),
    ]);
}

/** POST /api/admin/brands/assign/v2 with dryRun: the counts of a move, nothing changed. */
export function useOwnerMoveDryRun() {
  return useMutation({
    mutationFn: (req: Omit<BrandOwnerMoveRequest, 'dryRun'>) =>
      callRoute(adminBrandRoutes.assign, { ...req, dryRun: true }),
  });
}

/** POST /api/admin/brands/assign/v2: runs a move; answers its batch id for Undo. */
export function useOwnerMove() {
  const refresh = useRefreshBrands();
  return useMutation({
    mutationFn: (req: Omit<BrandOwnerMoveRequest, 'dryRun'>) =>
      callRoute(adminBrandRoutes.assign, { ...req, dryRun: false }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/brands/assign/v2/undo {batchId}: restores the owners a move changed. */
export function useUndoOwnerMove() {
  const refresh = useRefreshBrands();
  return useMutation({
    mutationFn: (batchId: number) => callRoute(adminBrandRoutes.undo, { batchId }),
    onSuccess: refresh,
  });
}
