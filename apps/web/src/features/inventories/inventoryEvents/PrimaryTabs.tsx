import { Tabs } from '@mantine/core';
import { PRIMARY_TABS, type PrimaryTab } from './useInventoryEventsPage';

/** The page's tab strip: Events, Case studies. */
export function PrimaryTabs({
  value,
  onChange,
}: {
  value: PrimaryTab;
  onChange: (tab: string | null) => void;
}) {
  return (
    <Tabs value={value} onChange={onChange}>
      <Tabs.List>
        {(Object.keys(PRIMARY_TABS) as PrimaryTab[]).map((t) => (
          <Tabs.Tab key={t} value={t} data-testid={`primary-tab-${t}`}>
            {PRIMARY_TABS[t]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
