import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { fileRoutes, type FileTab } from '@crm/contracts';
import { callRoute, routeKey, useApi } from '../../lib/useApi';

/** POST /api/brand/files: one page of the brand's files for a tab (all, media, docs) and a search. */
export function useBrandFiles(brandId: number, pageNo: number, type: FileTab, searchFor: string) {
  return useApi(
    fileRoutes.brandFiles,
    { brandId, pageNo, type, searchFor },
    { placeholderData: keepPreviousData },
  );
}

/** PUT /api/brand/files {brandId, fileId}: attaches an uploaded file to the brand. */
export function useAttachFile(brandId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => callRoute(fileRoutes.attach, { brandId, fileId }),
    onSettled: () =>
      qc.invalidateQueries({ queryKey: routeKey(fileRoutes.brandFiles, { brandId }) }),
  });
}

/** POST /api/brand/files/removal {fileId}. */
export function useRemoveFile(brandId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => callRoute(fileRoutes.remove, { fileId }),
    onSettled: () =>
      qc.invalidateQueries({ queryKey: routeKey(fileRoutes.brandFiles, { brandId }) }),
  });
}
