import { Group, Loader, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { REPOSITORY_MESSAGES } from '@crm/contracts';
import type { AssignState } from '../assignRun';

/** A dimmed word in place of a status: '—' before a run, 'Waiting' for its turn. */
const Dimmed = ({ text }: { text: string }) => (
  <Text size="sm" c="dimmed">
    {text}
  </Text>
);

/** One status cell: waiting, loading, 'added successfully' (with how many) or 'failed' (spec 001 §4, §8). */
export function AssignStateCell({ s }: { s: AssignState | undefined }) {
  if (!s) return <Dimmed text="—" />;
  if (s.status === 'waiting') return <Dimmed text="Waiting" />;
  if (s.status === 'loading') return <Loader size="xs" aria-label="Assigning" />;
  const ok = s.status === 'added';
  return (
    <Group gap={4} wrap="nowrap" c={ok ? 'green' : 'red'} title={s.error}>
      {ok ? <IconCheck size={14} /> : <IconX size={14} />}
      <Text size="sm" c={ok ? 'green' : 'red'} data-testid={ok ? 'assign-added' : 'assign-failed'}>
        {ok ? `${s.affected} ${REPOSITORY_MESSAGES.eventAdded}` : REPOSITORY_MESSAGES.eventFailed}
      </Text>
    </Group>
  );
}
