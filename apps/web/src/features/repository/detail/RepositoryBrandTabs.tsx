import { Tabs } from '@mantine/core';
import type { RepositoryBrandTab } from '@crm/contracts';

/** A repository's brand tabs with their counts once known: Review repo and, for the owner (`mine`), Repo not added. */
export function RepositoryBrandTabs({
  tab,
  mine,
  counts,
  onChange,
}: {
  tab: RepositoryBrandTab;
  mine: boolean;
  counts: { inRepo: number; notInRepo: number } | undefined;
  onChange: (tab: RepositoryBrandTab) => void;
}) {
  return (
    <Tabs value={tab} onChange={(v) => v && onChange(v as RepositoryBrandTab)}>
      <Tabs.List>
        <Tabs.Tab value="IN_REPO" data-testid="repository-brands-tab-IN_REPO">
          Review repo{counts ? ` (${counts.inRepo})` : ''}
        </Tabs.Tab>
        {mine && (
          <Tabs.Tab value="NOT_IN_REPO" data-testid="repository-brands-tab-NOT_IN_REPO">
            Repo not added{counts ? ` (${counts.notInRepo})` : ''}
          </Tabs.Tab>
        )}
      </Tabs.List>
    </Tabs>
  );
}
