import { Badge, Box, Group, Tabs } from '@mantine/core';
import type { TaskTab } from '@crm/contracts';
import { TAB_COUNT_KEYS, TAB_LABELS, visibleTabs } from '../taskUrl';
import type { TaskCounts } from '../types';

/**
 * The task tabs (spec 001 §5) with their counts for the shown status and a dot when a tab holds unread
 * messages; on a narrow screen the tabs wrap onto more rows (Mantine's tab list), each label whole.
 */
export function TaskTabs({
  tab,
  counts,
  isTeamOwner,
  onChange,
}: {
  tab: TaskTab;
  counts: TaskCounts | undefined;
  isTeamOwner: boolean;
  onChange: (t: TaskTab) => void;
}) {
  return (
    <Tabs value={tab} onChange={(v) => v && onChange(v as TaskTab)}>
      <Tabs.List>
        {visibleTabs(isTeamOwner).map((t) => {
          const key = TAB_COUNT_KEYS[t];
          const count = counts?.taskCounts[key];
          const unread = (counts?.taskUnReadMessageCounts[key] ?? 0) > 0;
          return (
            <Tabs.Tab
              key={t}
              value={t}
              data-testid={`task-tab-${t}`}
              style={{ flexShrink: 0 }}
              aria-label={`${TAB_LABELS[t]}${count !== undefined ? `, ${count} tasks` : ''}${unread ? ', unread messages' : ''}`}
              rightSection={
                <Group gap={4} wrap="nowrap">
                  {count !== undefined && (
                    <Badge
                      size="sm"
                      variant={t === tab ? 'filled' : 'light'}
                      color={t === tab ? 'brand' : 'gray'}
                      data-testid={`task-count-${t}`}
                    >
                      {count}
                    </Badge>
                  )}
                  {unread && (
                    <Box
                      w={8}
                      h={8}
                      bg="red.6"
                      style={{ borderRadius: '50%' }}
                      data-testid={`task-unread-${t}`}
                    />
                  )}
                </Group>
              }
            >
              {TAB_LABELS[t]}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
