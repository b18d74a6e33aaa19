import { useState } from 'react';
import { Button, Group, Paper, Select, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiTokenRoutes, cacheFamilies, MESSAGES, type ApiTokenPolicy } from '@crm/contracts';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { errorText, toastFailure, toastSuccess } from '../../lib/api';
import { callRoute, invalidateFamilies, useApi } from '../../lib/useApi';
import { useToastOnError } from '../../lib/useToastOnError';

const CAPS = [
  { value: 'none', label: 'No limit (tokens may never expire)' },
  { value: '365', label: '1 year' },
  { value: '90', label: '90 days' },
  { value: '30', label: '30 days' },
];

/**
 * /settings, admins (issue 42 §1): the longest lifetime a new API token may be given. Tokens made before
 * keep theirs; saving is recorded in the audit trail.
 */
export function ApiTokenPolicyPanel() {
  const qc = useQueryClient();
  const policy = useApi(apiTokenRoutes.policy, {});
  useToastOnError(policy.error);
  const [picked, setPicked] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (maxDays: ApiTokenPolicy['maxDays']) =>
      callRoute(apiTokenRoutes.savePolicy, { maxDays }),
    onSuccess: (r) => {
      toastSuccess(r.message);
      setPicked(null);
      invalidateFamilies(qc, cacheFamilies.apiTokens);
    },
    onError: (e) => toastFailure(errorText(e, MESSAGES.tryAgain)),
  });
  const value = picked ?? String(policy.data?.maxDays ?? 'none');
  return (
    <Paper withBorder radius="md" p="md" data-testid="api-token-policy">
      <Title order={4}>API token lifetime</Title>
      <Text size="sm" c="dimmed" mb="sm">
        The longest a new API token may last. Tokens already made keep their expiry; revoke them
        below.
      </Text>
      {!policy.data ? (
        <SkeletonBlock lines={1} />
      ) : (
        <Group align="flex-end" gap="sm">
          <Select
            label="At most"
            data={CAPS}
            value={value}
            onChange={(v) => v && setPicked(v)}
            allowDeselect={false}
            maw={320}
            data-testid="api-token-cap"
          />
          <Button
            disabled={picked === null}
            loading={save.isPending}
            onClick={() =>
              save.mutate((value === 'none' ? null : Number(value)) as ApiTokenPolicy['maxDays'])
            }
          >
            Save
          </Button>
        </Group>
      )}
    </Paper>
  );
}
