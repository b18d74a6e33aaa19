import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import type { ApiTokenInfo } from '@crm/contracts';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { ApiTokensTable } from './ApiTokensTable';
import { NewTokenModal } from './NewTokenModal';
import { useApiTokens } from './useApiTokens';

/**
 * API tokens (issue 42 §1): on one's own profile (`all` false) the caller's tokens and New token; on the
 * admins' settings (`all`) every user's. Each live token may be revoked after a confirmation: it stops at
 * once, on every server copy, and cannot be brought back (make a new one).
 */
export function ApiTokensCard({ all = false }: { all?: boolean }) {
  const { list, revoke } = useApiTokens(all);
  const [making, setMaking] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenInfo | null>(null);
  const tokens = list.data?.tokens ?? [];
  return (
    <Paper withBorder radius="md" p="lg" data-testid={all ? 'all-api-tokens' : 'api-tokens'}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconKey size={20} aria-hidden />
            <Title order={4}>{all ? 'Everyone’s API tokens' : 'API tokens'}</Title>
          </Group>
          {!all && (
            <Button size="xs" onClick={() => setMaking(true)} data-testid="new-api-token">
              New token
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {all
            ? 'Tokens let scripts and other tools call the API as their user. Revoke any of them here.'
            : 'Let a script or another tool (finance, BI, automation) call the API as you: send the token as “Authorization: Bearer sdk_…”.'}
        </Text>
        {loadFailed(list) ? (
          <LoadError what="the API tokens" query={list} />
        ) : !list.data ? (
          <SkeletonBlock lines={2} />
        ) : tokens.length === 0 ? (
          <EmptyState
            title="No API tokens yet"
            description={all ? 'Nobody has made one.' : 'Make one for each tool you connect.'}
          />
        ) : (
          <ApiTokensTable tokens={tokens} showUser={all} onRevoke={setRevoking} />
        )}
      </Stack>
      {!all && <NewTokenModal opened={making} onClose={() => setMaking(false)} />}
      <ConfirmModal
        opened={revoking !== null}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        confirmLabel="Revoke"
        color="red"
        loading={revoke.isPending}
        onConfirm={() =>
          revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })
        }
        onClose={() => setRevoking(null)}
      >
        Every tool using this token is refused from its next call. A revoked token cannot be brought
        back: you would make a new one and give it to the tool.
      </ConfirmModal>
    </Paper>
  );
}
