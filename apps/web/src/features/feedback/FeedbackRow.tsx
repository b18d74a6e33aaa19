import { Group, Stack, Table, Text } from '@mantine/core';
import type { FeedbackItem } from '@crm/contracts';
import { UserAvatar } from '../../components/Avatars';
import { formatDateTime } from '../../lib/format';
import { FeedbackRecording } from './FeedbackRecording';

/** One feedback on /feedback: when, who sent it (avatar and name), from which screen, its text and recording. */
export function FeedbackRow({ f }: { f: FeedbackItem }) {
  return (
    <Table.Tr data-testid="feedback-row">
      <Table.Td>
        <Text size="sm">{formatDateTime(f.createdAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <UserAvatar
            userId={f.user.userId}
            name={f.user.userName}
            imageUrl={f.user.profileImage}
            size={26}
          />
          <Text size="sm">{f.user.userName}</Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed">
          {f.screenName || '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          {f.feedbackText && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {f.feedbackText}
            </Text>
          )}
          {f.mediaUrl && <FeedbackRecording url={f.mediaUrl} />}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
