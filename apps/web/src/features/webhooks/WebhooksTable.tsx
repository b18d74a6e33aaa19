import { Anchor, Badge, Button, Group, Switch, Table, Text } from '@mantine/core';
import { WEBHOOK_EVENT_LABELS, type WebhookInfo } from '@crm/contracts';
import { formatListStamp } from '../../lib/format';

/** What a row's controls do. */
type RowActions = {
  onToggle: (w: WebhookInfo, enabled: boolean) => void;
  onLog: (w: WebhookInfo) => void;
  onTest: (w: WebhookInfo) => void;
  onRemove: (w: WebhookInfo) => void;
};

/**
 * The webhooks: address, events, made, deliveries waiting and failed, on/off (with why the server turned
 * it off), and its delivery log, a test event and Remove.
 */
export function WebhooksTable({ webhooks, ...actions }: { webhooks: WebhookInfo[] } & RowActions) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Endpoint</Table.Th>
            <Table.Th>Made</Table.Th>
            <Table.Th>Deliveries</Table.Th>
            <Table.Th>On</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {webhooks.map((w) => (
            <WebhookRow key={w.id} w={w} {...actions} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One webhook's row. */
function WebhookRow({ w, onToggle, onLog, onTest, onRemove }: { w: WebhookInfo } & RowActions) {
  return (
    <Table.Tr data-testid="webhook-row">
      <Table.Td maw={380}>
        <Text size="sm" ff="monospace" truncate title={w.url}>
          {w.url}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {w.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(' · ')}
        </Text>
        {w.disabledReason && (
          <Text size="xs" c="red" role="note">
            {w.disabledReason}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatListStamp(w.createdAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6}>
          {w.pending > 0 && <Badge variant="light">{w.pending} waiting</Badge>}
          {w.failed > 0 && (
            <Badge variant="light" color="red">
              {w.failed} failed
            </Badge>
          )}
          <Anchor component="button" size="sm" onClick={() => onLog(w)}>
            Log
          </Anchor>
        </Group>
      </Table.Td>
      <Table.Td>
        <Switch
          checked={w.enabled}
          onChange={(e) => onToggle(w, e.currentTarget.checked)}
          aria-label={`${w.enabled ? 'Turn off' : 'Turn on'} ${w.url}`}
        />
      </Table.Td>
      <Table.Td ta="right">
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button variant="subtle" size="xs" disabled={!w.enabled} onClick={() => onTest(w)}>
            Send test
          </Button>
          <Button variant="subtle" color="red" size="xs" onClick={() => onRemove(w)}>
            Remove
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
