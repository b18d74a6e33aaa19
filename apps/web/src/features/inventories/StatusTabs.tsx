import { Badge, Group, Tabs } from '@mantine/core';
import { EVENT_STATUSES, type EventStatus } from '@crm/contracts';

const LABELS: Record<EventStatus, string> = { UPCOMING: 'Upcoming', PREVIOUS: 'Previous' };

/** UPCOMING / PREVIOUS tabs (spec 001 §3; default UPCOMING), with counts when known. */
export function StatusTabs({
  value,
  onChange,
  counts,
}: {
  value: EventStatus;
  onChange: (s: EventStatus) => void;
  counts?: Partial<Record<EventStatus, number>>;
}) {
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as EventStatus)}>
      <Tabs.List>
        {EVENT_STATUSES.map((s) => (
          <Tabs.Tab key={s} value={s} data-testid={`tab-${s}`}>
            <Group gap={6} wrap="nowrap">
              {LABELS[s]}
              {counts?.[s] !== undefined && (
                <Badge
                  size="sm"
                  variant={s === value ? 'filled' : 'light'}
                  color="gray"
                  circle={false}
                >
                  {counts[s]}
                </Badge>
              )}
            </Group>
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/** Reads status, search and page of a list page from the URL (so back/forward keep them). */
export function readListParams(params: URLSearchParams, statusKey = 'eventStatus') {
  const s = params.get(statusKey);
  return {
    eventStatus: (s === 'PREVIOUS' ? 'PREVIOUS' : 'UPCOMING') as EventStatus,
    searchFor: params.get('searchFor') ?? '',
    pageNo: Math.max(1, Number(params.get('pageNo')) || 1),
  };
}
