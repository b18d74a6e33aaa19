import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cacheFamilies,
  customFieldRoutes,
  type CustomFieldCreateRequest,
  type CustomFieldEntity,
  type CustomFieldRemovalRequest,
  type CustomFieldUpdateRequest,
} from '@crm/contracts';
import { callRoute, recordReads, useApi } from '../../lib/useApi';

/** GET /api/custom-fields?entity: the active fields of brands or POCs, in order (everyone). */
export function useCustomFields(entity: CustomFieldEntity) {
  return useApi(customFieldRoutes.list, { entity }, { staleTime: 60_000 });
}

/** GET /api/admin/custom-fields?entity: active and archived fields with usage counts (admins). */
export function useAdminCustomFields(entity: CustomFieldEntity, enabled: boolean) {
  return useApi(customFieldRoutes.adminList, { entity }, { enabled });
}

type Write =
  | { op: 'create'; body: CustomFieldCreateRequest }
  | { op: 'update'; body: CustomFieldUpdateRequest }
  | { op: 'reorder'; body: { entity: CustomFieldEntity; fieldIds: number[] } }
  | { op: 'archive' | 'restore'; body: { fieldId: number } }
  | { op: 'removal'; body: CustomFieldRemovalRequest };

/** Sends a write to its catalogue entry (the ops are the entries' names). */
const send = (w: Write) => {
  switch (w.op) {
    case 'create':
      return callRoute(customFieldRoutes.create, w.body);
    case 'update':
      return callRoute(customFieldRoutes.update, w.body);
    case 'reorder':
      return callRoute(customFieldRoutes.reorder, w.body);
    case 'archive':
    case 'restore':
      return callRoute(customFieldRoutes[w.op], w.body);
    case 'removal':
      return callRoute(customFieldRoutes.removal, w.body);
  }
};

/**
 * Every admin write on custom fields; refetches the entity's fields (its reads are keyed
 * ['customFields', entity, …] in the catalogue) and, after a removal (it purges the field's values),
 * every brand profile.
 */
export function useCustomFieldWrite(entity: CustomFieldEntity) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_r, w) =>
      Promise.all([
        qc.invalidateQueries(recordReads(cacheFamilies.customFields, entity)),
        w.op === 'removal' ? qc.invalidateQueries({ queryKey: cacheFamilies.brandProfile }) : null,
      ]),
  });
}
