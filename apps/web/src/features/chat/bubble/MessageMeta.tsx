import { Group, Text } from '@mantine/core';
import {
  IconCheck,
  IconChecks,
  IconClock,
  IconPinFilled,
  IconStarFilled,
} from '@tabler/icons-react';
import { formatTime } from '../../../lib/format';
import type { ShownMessage } from '../messageList';

/**
 * A message's footer line: pinned and starred marks, 'edited', the time and, on ours, its state
 * (sending, sent, seen).
 */
export function MessageMeta({ m, mine, seen }: { m: ShownMessage; mine: boolean; seen: boolean }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap" mt={2} style={{ opacity: 0.8 }}>
      {m.isPinned && <IconPinFilled size={11} aria-label="Pinned" data-testid="message-pinned" />}
      {m.isStarred && (
        <IconStarFilled size={11} aria-label="Starred" data-testid="message-starred" />
      )}
      {m.isEdited && !m.isDeleted && (
        <Text size="10px" data-testid="message-edited">
          edited
        </Text>
      )}
      <Text size="10px" data-testid="message-time">
        {formatTime(m.sentOn)}
      </Text>
      {mine && m.state === 'sending' && <IconClock size={12} aria-label="Sending" />}
      {mine &&
        m.state === 'sent' &&
        (seen ? (
          <IconChecks size={12} aria-label="Seen" />
        ) : (
          <IconCheck size={12} aria-label="Sent" />
        ))}
    </Group>
  );
}
