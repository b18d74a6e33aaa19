import { Tabs } from '@mantine/core';
import type { RepositoryTab } from '@crm/contracts';

const TAB_LABELS: Record<RepositoryTab, string> = { PRIVATE: 'My repositories', PUBLIC: 'Public' };

/** The repository list's tabs, My repositories and Public, each with its count once known. */
export function RepositoryTabs({
  tab,
  counts,
  onChange,
}: {
  tab: RepositoryTab;
  counts: Record<RepositoryTab, number> | undefined;
  onChange: (tab: RepositoryTab) => void;
}) {
  return (
    <Tabs value={tab} onChange={(v) => v && onChange(v as RepositoryTab)}>
      <Tabs.List>
        {(['PRIVATE', 'PUBLIC'] as const).map((t) => (
          <Tabs.Tab key={t} value={t} data-testid={`repository-tab-${t}`}>
            {TAB_LABELS[t]}
            {counts ? ` (${counts[t]})` : ''}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
