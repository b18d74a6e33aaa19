import { Group, Indicator, Select, Text } from '@mantine/core';
import type { SubAssignment } from '../types';

/**
 * The conversation's thread choice: everyone on the task, or one assignee's part (a • while it has unread
 * messages; a red dot on the picker while another part has), and who sees the chosen thread.
 */
export function ThreadSelect({
  subs,
  thread,
  onChange,
}: {
  subs: SubAssignment[];
  thread: number | null;
  onChange: (subId: number | null) => void;
}) {
  const unreadAny = subs.some((s) => s.hasUnReadMessages);
  return (
    <Group justify="space-between">
      <Indicator
        disabled={!unreadAny || thread !== null}
        color="red"
        size={8}
        offset={2}
        position="top-start"
      >
        <Select
          aria-label="Conversation thread"
          w={260}
          data={[
            { value: '0', label: 'Everyone on the task' },
            ...subs.map((s) => ({
              value: String(s.taskSubAssignmentId),
              label: `${s.assignee.userName}'s part${s.hasUnReadMessages ? ' •' : ''}`,
            })),
          ]}
          value={String(thread ?? 0)}
          onChange={(v) => onChange(v && v !== '0' ? Number(v) : null)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="task-thread"
        />
      </Indicator>
      <Text size="xs" c="dimmed">
        {thread
          ? 'Only this part’s people and the task’s creator see it'
          : 'Everyone on the task sees it'}
      </Text>
    </Group>
  );
}
