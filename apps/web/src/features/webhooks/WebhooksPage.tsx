import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PAGE_GATES, type WebhookInfo } from '@crm/contracts';
import { ConfirmModal } from '../../components/ConfirmModal';
import { EmptyState } from '../../components/EmptyState';
import { LoadError, loadFailed } from '../../components/LoadError';
import { RoleGate } from '../../components/RoleGate';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { hasAnyRole } from '../../lib/user';
import { AddWebhookModal } from './AddWebhookModal';
import { DeliveryLog } from './DeliveryLog';
import { useWebhooks } from './useWebhooks';
import { WebhooksTable } from './WebhooksTable';

/**
 * /admin/webhooks (issue 42 §2): the endpoints other systems listen at, each with its events, deliveries
 * waiting and failed, on/off, its delivery log (replay), a test event and Remove (confirmed, with Undo).
 * Admins only: others get the gate's words and no call.
 */
export default function WebhooksPage() {
  return (
    <RoleGate
      allowed={(u) => hasAnyRole(u, 'ADMIN')}
      gate={PAGE_GATES.adminWebhooks}
      testId="webhooks-not-allowed"
    >
      <Webhooks />
    </RoleGate>
  );
}

/** The list and its dialogs. */
function Webhooks() {
  const { list, setEnabled, remove, test } = useWebhooks();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<WebhookInfo | null>(null);
  const [logOf, setLogOf] = useState<WebhookInfo | null>(null);
  const webhooks = list.data?.webhooks ?? [];
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <div>
          <Title order={2}>Webhooks</Title>
          <Text size="sm" c="dimmed">
            Other systems told of each change as it happens, signed (Standard Webhooks) and retried
            for 24 hours.
          </Text>
        </div>
        <Button onClick={() => setAdding(true)} data-testid="add-webhook">
          Add webhook
        </Button>
      </Group>
      <Paper withBorder radius="md" p="sm">
        {loadFailed(list) ? (
          <LoadError what="the webhooks" query={list} />
        ) : !list.data ? (
          <SkeletonBlock lines={3} />
        ) : webhooks.length === 0 ? (
          <EmptyState
            title="No webhooks yet"
            description="Add one to tell finance, a planning sheet or an automation tool of each change."
          />
        ) : (
          <WebhooksTable
            webhooks={webhooks}
            onToggle={(w, enabled) => setEnabled.mutate({ id: w.id, enabled })}
            onLog={setLogOf}
            onTest={(w) => test.mutate(w.id)}
            onRemove={setRemoving}
          />
        )}
      </Paper>
      <AddWebhookModal opened={adding} onClose={() => setAdding(false)} />
      <DeliveryLog webhook={logOf} onClose={() => setLogOf(null)} />
      <ConfirmModal
        opened={removing !== null}
        title="Remove this webhook?"
        confirmLabel="Remove"
        color="red"
        loading={remove.isPending}
        onConfirm={() =>
          removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })
        }
        onClose={() => setRemoving(null)}
      >
        {`Nothing more is sent to ${removing?.url ?? ''}. Its deliveries waiting stop; Undo brings it back.`}
      </ConfirmModal>
    </Stack>
  );
}
