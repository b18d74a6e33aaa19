import { Badge, Group, Tabs } from '@mantine/core';
import { ASSIGN_TAB_LABELS, type AssignTab } from '@crm/contracts';

/** The assign tabs, each with its count of brands under the current filters ('…' while unknown). */
export function AssignTabs({
  tab,
  tabs,
  onChange,
  totalOf,
}: {
  tab: AssignTab;
  tabs: readonly AssignTab[];
  onChange: (t: string | null) => void;
  totalOf: (t: AssignTab) => string | undefined;
}) {
  return (
    <Tabs value={tab} onChange={onChange}>
      <Tabs.List>
        {tabs.map((t) => (
          <Tabs.Tab key={t} value={t} data-testid={`tab-${t}`}>
            <Group gap={6} wrap="nowrap">
              {ASSIGN_TAB_LABELS[t]}
              <Badge
                size="sm"
                variant={t === tab ? 'filled' : 'light'}
                color={t === 'DISCARDED' ? 'gray' : 'blue'}
                data-testid={`tab-count-${t}`}
              >
                {totalOf(t) ?? '…'}
              </Badge>
            </Group>
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
