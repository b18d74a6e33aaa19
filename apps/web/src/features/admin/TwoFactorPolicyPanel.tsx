import { useState } from 'react';
import { Button, Group, MultiSelect, Paper, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cacheFamilies,
  MESSAGES,
  ROLE_CODES,
  ROLE_NAMES,
  twoFactorRoutes,
  type RoleCode,
} from '@crm/contracts';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { errorText, toastFailure, toastSuccess } from '../../lib/api';
import { callRoute, invalidateFamilies, useApi } from '../../lib/useApi';
import { useToastOnError } from '../../lib/useToastOnError';

const ROLE_OPTIONS = ROLE_CODES.map((r) => ({ value: r, label: `${ROLE_NAMES[r]} (${r})` }));

/**
 * /settings, admins (issue 40 §4): the roles that must use two-factor sign-in. Their users who have not set
 * it up are asked to at their next request; saving is recorded in the audit trail.
 */
export function TwoFactorPolicyPanel() {
  const qc = useQueryClient();
  const policy = useApi(twoFactorRoutes.policy, {});
  useToastOnError(policy.error);
  const [picked, setPicked] = useState<RoleCode[] | null>(null);
  const save = useMutation({
    mutationFn: (roles: RoleCode[]) => callRoute(twoFactorRoutes.savePolicy, { roles }),
    onSuccess: (r) => {
      toastSuccess(r.message);
      setPicked(null);
      invalidateFamilies(qc, cacheFamilies.twoFactor);
    },
    onError: (e) => toastFailure(errorText(e, MESSAGES.tryAgain)),
  });
  const roles = picked ?? policy.data?.roles ?? [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="two-factor-policy">
      <Title order={4}>Two-factor sign-in</Title>
      <Text size="sm" c="dimmed" mb="sm">
        The roles that must sign in with a code from an authenticator app. Anyone may turn it on for
        themself on their profile.
      </Text>
      {!policy.data ? (
        <SkeletonBlock lines={1} />
      ) : (
        <Group align="flex-end" gap="sm">
          <MultiSelect
            label="Required for"
            placeholder={roles.length ? undefined : 'No role'}
            data={ROLE_OPTIONS}
            value={roles}
            onChange={(v) => setPicked(v as RoleCode[])}
            searchable
            clearable
            maw={520}
            style={{ flex: 1 }}
            data-testid="two-factor-roles"
          />
          <Button
            disabled={picked === null}
            loading={save.isPending}
            onClick={() => save.mutate(roles)}
          >
            Save
          </Button>
        </Group>
      )}
    </Paper>
  );
}
