import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCustomFieldsResult,
  CustomFieldCreateRequest,
  CustomFieldEntity,
  CustomFieldRemovalRequest,
  CustomFieldsResult,
  CustomFieldUpdateRequest,
  CustomFieldWriteResult,
} from '@crm/contracts';
import { api, apiGet, apiPost } from '../../lib/api';

const key = (entity: CustomFieldEntity) => ['customFields', entity] as const;

/** GET /api/custom-fields?entity: the active fields of brands or POCs, in order (everyone). */
export function useCustomFields(entity: CustomFieldEntity) {
  return useQuery({
    queryKey: [...key(entity), 'active'],
    queryFn: () => apiGet<CustomFieldsResult>('/custom-fields', { entity }),
    staleTime: 60_000,
  });
}

/** GET /api/admin/custom-fields?entity: active and archived fields with usage counts (admins). */
export function useAdminCustomFields(entity: CustomFieldEntity, enabled: boolean) {
  return useQuery({
    queryKey: [...key(entity), 'admin'],
    queryFn: () => apiGet<AdminCustomFieldsResult>('/admin/custom-fields', { entity }),
    enabled,
  });
}

type Write =
  | { op: 'create'; body: CustomFieldCreateRequest }
  | { op: 'update'; body: CustomFieldUpdateRequest }
  | { op: 'reorder'; body: { entity: CustomFieldEntity; fieldIds: number[] } }
  | { op: 'archive' | 'restore'; body: { fieldId: number } }
  | { op: 'removal'; body: CustomFieldRemovalRequest };

const send = (w: Write) =>
  w.op === 'create'
    ? apiPost<CustomFieldWriteResult>('/admin/custom-fields', w.body)
    : w.op === 'update'
      ? api<CustomFieldWriteResult>('PATCH', '/admin/custom-fields', w.body)
      : apiPost<CustomFieldWriteResult>(`/admin/custom-fields/${w.op}`, w.body);

/** Every admin write on custom fields; refetches the entity's fields (and brand data, whose values a removal purges). */
export function useCustomFieldWrite(entity: CustomFieldEntity) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_r, w) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: key(entity) }),
        w.op === 'removal' ? qc.invalidateQueries({ queryKey: ['brandProfile'] }) : null,
      ]),
  });
}
