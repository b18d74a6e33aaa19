import { Anchor, Badge, Group, Paper, Select, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { BRAND_MAIN_TABS, BRAND_SORT_FIELDS, PAGE_SIZES } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { useToastOnError } from '../common/useToastOnError';
import { formatCrore } from '../../lib/format';
import { BrandAvatar, OwnerAvatars } from '../common/Avatars';
import { brandInfoPath } from '../common/links';
import { Pager } from '../common/Pager';
import { SearchBox } from '../common/SearchBox';
import { SkeletonRows } from '../common/SkeletonRows';
import { SortHeader } from '../common/SortHeader';
import { currentUser, hasAnyRole } from '../common/user';
import { useBrandList } from './queries';

type MainTab = (typeof BRAND_MAIN_TABS)[number];
type SortField = (typeof BRAND_SORT_FIELDS)[number];
type Sort = { field: SortField; order: 'ASC' | 'DESC' };

const TAB_LABELS: Record<MainTab, string> = { MY_BRANDS: 'Your Brands', ALL_BRANDS: 'All Brands' };
const COLS = 7;
const SORT_OPTIONS = [
  { value: 'brandName:ASC', label: 'Name A–Z' },
  { value: 'brandName:DESC', label: 'Name Z–A' },
  { value: 'brandRevenue:DESC', label: 'Revenue: high to low' },
  { value: 'brandRevenue:ASC', label: 'Revenue: low to high' },
  { value: 'industryName:ASC', label: 'Industry A–Z' },
  { value: 'industryName:DESC', label: 'Industry Z–A' },
  { value: 'updatedAt:DESC', label: 'Recently updated' },
  { value: 'updatedAt:ASC', label: 'Least recently updated' },
];

/** /brands?mainTab (spec 000 §2.1): Your Brands / All Brands; BO users default to Your Brands. */
export default function BrandsPage() {
  const [params, setParams] = useSearchParams();
  const user = currentUser();
  const raw = params.get('mainTab');
  const mainTab: MainTab = raw === 'MY_BRANDS' || raw === 'ALL_BRANDS' ? raw : hasAnyRole(user, 'BO') ? 'MY_BRANDS' : 'ALL_BRANDS';
  const searchFor = params.get('searchFor') ?? '';
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const sortField = params.get('sortField');
  const sort: Sort = {
    field: (BRAND_SORT_FIELDS as readonly string[]).includes(sortField ?? '') ? (sortField as SortField) : 'brandName',
    order: params.get('sortOrder') === 'DESC' ? 'DESC' : 'ASC',
  };

  const update = (patch: Record<string, string | null>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(patch)) if (v === null || v === '') next.delete(k); else next.set(k, v);
        return next;
      },
      { replace: true },
    );

  const { data, isLoading, isFetching, error } = useBrandList({ mainTab, searchFor, pageNo, count: PAGE_SIZES.brands, sortBy: sort });
  useToastOnError(error);

  const brands = data?.brands;
  return (
    <Stack gap="md" p="md">
      <Title order={2}>{TAB_LABELS[mainTab]}</Title>
      <Tabs value={mainTab} onChange={(v) => v && update({ mainTab: v, pageNo: null })}>
        <Tabs.List>
          {BRAND_MAIN_TABS.map((t) => (
            <Tabs.Tab key={t} value={t} data-testid={`tab-${t}`}>
              {TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group justify="space-between">
        <Group gap="sm">
          <SearchBox value={searchFor} onSearch={(v) => update({ searchFor: v, pageNo: null })} placeholder="Search brands" />
          <Select
            aria-label="Sort brands"
            data={SORT_OPTIONS}
            value={`${sort.field}:${sort.order}`}
            onChange={(v) => {
              if (!v) return;
              const [field, order] = v.split(':');
              update({ sortField: field ?? null, sortOrder: order ?? null, pageNo: null });
            }}
            allowDeselect={false}
            w={200}
            data-testid="brand-sort"
          />
        </Group>
        {data && (
          <Text size="sm" c="dimmed">
            {data.totalNoOfEntries} brands
          </Text>
        )}
      </Group>
      <Paper withBorder radius="md" style={{ opacity: isFetching && !isLoading ? 0.7 : 1 }}>
        {!isLoading && brands && brands.length === 0 ? (
          <EmptyState
            title={searchFor ? 'No brands match your search' : mainTab === 'MY_BRANDS' ? 'You own no brands yet' : 'No brands yet'}
            description={searchFor ? 'Try a different name.' : undefined}
          />
        ) : (
          <Table.ScrollContainer minWidth={960}>
            <Table highlightOnHover verticalSpacing="sm" data-testid="brands-table">
              <Table.Thead>
                <Table.Tr>
                  <SortHeader field="brandName" sort={sort} onSort={(s) => update({ sortField: s.field, sortOrder: s.order, pageNo: null })}>
                    Brand
                  </SortHeader>
                  <Table.Th>Company</Table.Th>
                  <SortHeader field="industryName" sort={sort} onSort={(s) => update({ sortField: s.field, sortOrder: s.order, pageNo: null })}>
                    Industry
                  </SortHeader>
                  <SortHeader field="brandRevenue" sort={sort} onSort={(s) => update({ sortField: s.field, sortOrder: s.order, pageNo: null })}>
                    Revenue (in Cr)
                  </SortHeader>
                  <Table.Th>Brand owners</Table.Th>
                  <Table.Th>HQ City</Table.Th>
                  <Table.Th>Inventories</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {isLoading || !brands ? (
                  <SkeletonRows rows={10} cols={COLS} />
                ) : (
                  brands.map((b) => (
                    <Table.Tr key={b.brandId} data-testid={`brand-row-${b.brandId}`}>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <BrandAvatar name={b.brandName} imageUrl={b.brandImageUrl} />
                          <Anchor component={Link} to={brandInfoPath(b.brandId, b.brandName)} fw={600} size="sm">
                            {b.brandName}
                          </Anchor>
                          {b.isOffloaded && (
                            <Badge size="xs" color="gray">
                              Offloaded
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{b.companyName ?? '—'}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{b.industryName ?? '—'}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatCrore(b.brandRevenue)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <OwnerAvatars owners={b.brandOwners} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{b.hqCity ?? '—'}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{b.assignedInventoryCount}</Text>
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {data && <Pager pageNo={data.pageNo} totalPages={data.totalPages} total={data.totalNoOfEntries} onChange={(p) => update({ pageNo: String(p) })} />}
    </Stack>
  );
}
