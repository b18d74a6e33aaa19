import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cacheFamilies, twoFactorRoutes } from '@crm/contracts';
import { toastSuccess } from '../../../lib/api';
import { callRoute, invalidateFamilies, useApi } from '../../../lib/useApi';

/**
 * The caller's two-factor sign-in (issue 40 §4: GET /api/user/2fa) and what changes it: `setup` (a new
 * secret and its QR code), `enable(code)` (answers the recovery codes), `disable(code)` and
 * `renewCodes(code)`. A refusal (a wrong code, 429) stays on the mutation for the form to show.
 */
export function useTwoFactor() {
  const qc = useQueryClient();
  const status = useApi(twoFactorRoutes.status, {});
  const changed = () => invalidateFamilies(qc, cacheFamilies.twoFactor);
  const setup = useMutation({ mutationFn: () => callRoute(twoFactorRoutes.setup, {}) });
  const enable = useMutation({
    mutationFn: (code: string) => callRoute(twoFactorRoutes.enable, { code }),
    onSuccess: changed,
  });
  const disable = useMutation({
    mutationFn: (code: string) => callRoute(twoFactorRoutes.disable, { code }),
    onSuccess: (r) => {
      toastSuccess(r.message);
      changed();
    },
  });
  const renewCodes = useMutation({
    mutationFn: (code: string) => callRoute(twoFactorRoutes.recoveryCodes, { code }),
    onSuccess: changed,
  });
  return { status, setup, enable, disable, renewCodes };
}
