import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiTokenRoutes, cacheFamilies, MESSAGES, type ApiTokenScope } from '@crm/contracts';
import { errorText, toastFailure, toastSuccess } from '../../../lib/api';
import { callRoute, invalidateFamilies, useApi } from '../../../lib/useApi';

/**
 * API tokens (issue 42 §1): the caller's own (GET /api/user/tokens), or every user's for an admin (`all`,
 * GET /api/admin/tokens), and `revoke(id)`, which toasts the server's answer and refreshes the lists.
 */
export function useApiTokens(all = false) {
  const qc = useQueryClient();
  const mine = useApi(apiTokenRoutes.list, {}, { enabled: !all });
  const everyone = useApi(apiTokenRoutes.all, {}, { enabled: all });
  const revoke = useMutation({
    mutationFn: (id: number) => callRoute(apiTokenRoutes.revoke, { id }),
    onSuccess: (r) => {
      toastSuccess(r.message);
      invalidateFamilies(qc, cacheFamilies.apiTokens);
    },
    onError: (e) => toastFailure(errorText(e, MESSAGES.tryAgain)),
  });
  return { list: all ? everyone : mine, revoke };
}

/**
 * Makes an API token of the caller (POST /api/user/tokens): answers its secret, shown once; refreshes the
 * lists. A refusal (a lifetime past the admins' cap) is the caller's to show beside the form.
 */
export function useCreateApiToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      name: string;
      scope: ApiTokenScope;
      expiresInDays: 30 | 90 | 365 | null;
    }) => callRoute(apiTokenRoutes.create, input),
    onSuccess: () => invalidateFamilies(qc, cacheFamilies.apiTokens),
  });
}
