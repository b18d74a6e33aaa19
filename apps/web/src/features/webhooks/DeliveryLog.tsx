import { useState } from 'react';
import { Badge, Button, Drawer, Group, Stack, Switch, Table, Text } from '@mantine/core';
import type { WebhookAttempt, WebhookInfo } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { LoadError, loadFailed } from '../../components/LoadError';
import { LoadMore } from '../../components/LoadMore';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { formatListStamp } from '../../lib/format';
import { useDeliveryLog, useReplay } from './useDeliveryLog';

const DAY_MS = 86_400_000;

/**
 * A webhook's delivery log (issue 42 §2) in a drawer: each attempt's time, event, status code, time taken
 * and the first 1 KB of the answer, newest first; failed ones only at a switch; Replay on an attempt whose
 * delivery failed, and Replay every failed one of the last 24 hours.
 */
export function DeliveryLog({
  webhook,
  onClose,
}: {
  webhook: WebhookInfo | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={webhook !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={webhook ? `Deliveries to ${webhook.url}` : ''}
    >
      {webhook && <Attempts webhook={webhook} />}
    </Drawer>
  );
}

/** The log's switch, table and paging. */
function Attempts({ webhook }: { webhook: WebhookInfo }) {
  const [failedOnly, setFailedOnly] = useState(false);
  const log = useDeliveryLog(webhook.id, failedOnly);
  const replay = useReplay(webhook.id);
  const attempts = log.data?.pages.flatMap((p) => p.attempts) ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Switch
          label="Failed only"
          checked={failedOnly}
          onChange={(e) => setFailedOnly(e.currentTarget.checked)}
        />
        <Button
          size="xs"
          variant="light"
          disabled={webhook.failed === 0 || !webhook.enabled}
          loading={replay.isPending && 'since' in (replay.variables ?? {})}
          onClick={() => replay.mutate({ since: new Date(Date.now() - DAY_MS).toISOString() })}
        >
          Replay failed of the last 24 hours
        </Button>
      </Group>
      {loadFailed(log) ? (
        <LoadError what="the delivery log" query={log} />
      ) : !log.data ? (
        <SkeletonBlock lines={4} />
      ) : attempts.length === 0 ? (
        <EmptyState
          title={failedOnly ? 'No failed attempts' : 'Nothing sent yet'}
          description="Each attempt to deliver an event shows here."
        />
      ) : (
        <AttemptsTable
          attempts={attempts}
          onReplay={(deliveryId) => replay.mutate({ deliveryId })}
          canReplay={webhook.enabled}
        />
      )}
      <LoadMore query={log} />
    </Stack>
  );
}

/** One row per attempt. */
function AttemptsTable({
  attempts,
  onReplay,
  canReplay,
}: {
  attempts: WebhookAttempt[];
  onReplay: (deliveryId: number) => void;
  canReplay: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" data-testid="webhook-attempts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Event</Table.Th>
            <Table.Th>Answer</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {attempts.map((a) => (
            <Table.Tr key={a.attemptId} data-testid="webhook-attempt" data-ok={a.ok}>
              <Table.Td>
                <Text size="sm">{formatListStamp(a.at)}</Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {a.messageId}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{a.eventType}</Text>
              </Table.Td>
              <Table.Td maw={280}>
                <Group gap={6}>
                  <Badge color={a.ok ? 'green' : 'red'} variant="light">
                    {a.statusCode ?? 'No answer'}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {a.latencyMs} ms
                  </Text>
                </Group>
                <Text size="xs" c="dimmed" lineClamp={2} title={a.answer}>
                  {a.answer}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                {a.deliveryStatus === 'failed' && (
                  <Button
                    size="xs"
                    variant="subtle"
                    disabled={!canReplay}
                    onClick={() => onReplay(a.deliveryId)}
                  >
                    Replay
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
