import { Tabs } from '@mantine/core';

/** The Employees page's tabs: Your Team (MY_TEAM) and All Employees (ALL). */
export function PeopleTabs({
  team,
  onChange,
}: {
  team: boolean;
  onChange: (tab: string | null) => void;
}) {
  return (
    <Tabs value={team ? 'MY_TEAM' : 'ALL'} onChange={onChange}>
      <Tabs.List>
        <Tabs.Tab value="MY_TEAM" data-testid="people-tab-team">
          Your Team
        </Tabs.Tab>
        <Tabs.Tab value="ALL" data-testid="people-tab-all">
          All Employees
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
