import { SegmentedControl, Tabs, Title } from '@mantine/core';
import { BRAND_MAIN_TABS, MY_BRANDS_TEXTS, MY_BRANDS_VIEWS } from '@crm/contracts';
import type { BrandListState, MainTab } from './useBrandListState';

const TAB_LABELS: Record<MainTab, string> = { MY_BRANDS: 'Your Brands', ALL_BRANDS: 'All Brands' };

/** The brands page's title and tabs (Your Brands, All Brands) and, on Your Brands, its Current / Offloaded switch. */
export function BrandsTabs({ s }: { s: BrandListState }) {
  return (
    <>
      <Title order={2}>{TAB_LABELS[s.mainTab]}</Title>
      <Tabs value={s.mainTab} onChange={(v) => v && s.setTab(v)}>
        <Tabs.List>
          {BRAND_MAIN_TABS.map((t) => (
            <Tabs.Tab key={t} value={t} data-testid={`tab-${t}`}>
              {TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {s.mainTab === 'MY_BRANDS' && (
        <SegmentedControl
          w="max-content"
          aria-label="Your brands"
          data={MY_BRANDS_VIEWS.map((v) => ({ value: v, label: MY_BRANDS_TEXTS.views[v] }))}
          value={s.offloadedView ? 'OFFLOADED' : 'CURRENT'}
          onChange={s.setMyBrands}
          data-testid="my-brands-view"
        />
      )}
    </>
  );
}
