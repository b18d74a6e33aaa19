import { Tabs } from '@mantine/core';
import { DETAIL_TABS, type DetailTab } from '../detailTabs';

/** The page's tab strip (Overview, Collaboration requests, Brand suggestions); the open tab's content shows below it. */
export function DetailTabsBar({
  tab,
  onChange,
}: {
  tab: DetailTab;
  onChange: (tab: string | null) => void;
}) {
  return (
    <Tabs value={tab} onChange={onChange}>
      <Tabs.List>
        {DETAIL_TABS.map((t) => (
          <Tabs.Tab key={t.value} value={t.value} data-testid={`ei-tab-${t.value}`}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
