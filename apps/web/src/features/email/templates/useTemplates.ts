import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cacheFamilies, emailTemplateRoutes, type RouteInput } from '@crm/contracts';
import { showUndoToast } from '../../../components/undoToast';
import { toastError, toastSuccess } from '../../../lib/api';
import { callRoute, invalidateFamilies, useApi } from '../../../lib/useApi';

/**
 * Mail templates (issue 41 §4: GET /api/email/templates): the caller's and the shared ones; `save` one,
 * `remove` one (a toast with Undo restores it). Each refreshes the list.
 */
export function useTemplates() {
  const qc = useQueryClient();
  const list = useApi(emailTemplateRoutes.list, {});
  const refresh = () => invalidateFamilies(qc, cacheFamilies.emailTemplates);
  const save = useMutation({
    mutationFn: (t: RouteInput<typeof emailTemplateRoutes.save>) =>
      callRoute(emailTemplateRoutes.save, t),
    onSuccess: (r) => {
      toastSuccess(r.message);
      refresh();
    },
    onError: toastError,
  });
  const restore = useMutation({
    mutationFn: (templateId: number) => callRoute(emailTemplateRoutes.restore, { templateId }),
    onSuccess: (r) => {
      toastSuccess(r.message);
      refresh();
    },
    onError: toastError,
  });
  const remove = useMutation({
    mutationFn: (templateId: number) => callRoute(emailTemplateRoutes.remove, { templateId }),
    onSuccess: (r, templateId) => {
      refresh();
      showUndoToast({
        message: r.message,
        onUndo: () => restore.mutate(templateId),
        testId: 'template-undo',
      });
    },
    onError: toastError,
  });
  return { list, save, remove };
}
