import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandFile, BrandFileListResult, FileTab } from '@crm/contracts';
import { api, apiPost } from '../../lib/api';

/** POST /api/brand/files: one page of the brand's files for a tab (all, media, docs) and a search. */
export function useBrandFiles(brandId: number, pageNo: number, type: FileTab, searchFor: string) {
  return useQuery({
    queryKey: ['brand-files', brandId, pageNo, type, searchFor],
    queryFn: () =>
      apiPost<BrandFileListResult>('/brand/files', { brandId, pageNo, type, searchFor }),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/brand/files {brandId, fileId}: attaches an uploaded file to the brand. */
export function useAttachFile(brandId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => api<BrandFile>('PUT', '/brand/files', { brandId, fileId }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['brand-files', brandId] }),
  });
}

/** POST /api/brand/files/removal {fileId}. */
export function useRemoveFile(brandId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) =>
      apiPost<{ message: string }>('/brand/files/removal', { fileId }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['brand-files', brandId] }),
  });
}
