import { useEffect, useRef } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { cacheFamilies, emailSendRoutes } from '@crm/contracts';
import { invalidateFamilies, useApi } from '../../../lib/useApi';
import { RetrySendButton } from './RetrySendButton';

/** How often the list looks again while a mail is on its way (ms). */
const WAITING_MS = 2000;

/**
 * The caller's mails to brand `brandId` not yet in a thread (issue 41 §4): on their way, or not sent with
 * why and Retry. Nothing shows when there are none.
 */
export function OutboxList({ brandId }: { brandId: number }) {
  const qc = useQueryClient();
  const sends = useApi(
    emailSendRoutes.outbox,
    { brandId },
    {
      refetchInterval: (q) =>
        q.state.data?.sends.some((x) => x.status !== 'FAILED') ? WAITING_MS : false,
    },
  );
  const list = sends.data?.sends ?? [];
  // a mail that left the list went out: its thread is there now
  const waiting = list.filter((m) => m.status !== 'FAILED').length;
  const before = useRef(waiting);
  useEffect(() => {
    if (waiting < before.current) invalidateFamilies(qc, cacheFamilies.emailThreads);
    before.current = waiting;
  }, [waiting, qc]);
  if (!list.length) return null;
  return (
    <Stack gap={4} p="sm" data-testid="email-outbox">
      {list.map((m) => (
        <Paper key={m.sendId} withBorder p="xs" radius="sm">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {m.subject}
              </Text>
              <Text size="xs" c={m.status === 'FAILED' ? 'red' : 'dimmed'} lineClamp={2}>
                {m.status === 'FAILED' ? `Not sent: ${m.error ?? ''}` : `To ${m.to.join(', ')}`}
              </Text>
            </Stack>
            {m.status === 'FAILED' ? (
              <RetrySendButton sendId={m.sendId} />
            ) : (
              <Badge variant="light">Sending…</Badge>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
