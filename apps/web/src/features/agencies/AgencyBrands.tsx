import { Anchor, Badge, Drawer, Group, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AgencyBrandsResult } from '@crm/contracts';
import { BrandAvatar } from '../../components/Avatars';
import { EmptyState } from '../../components/EmptyState';
import { PresetPagedTable } from '../../components/PagedTable';
import { brandInfoPath } from '../../lib/links';
import { useToastOnError } from '../../lib/useToastOnError';
import { useAgencyBrands } from './queries';

type AgencyBrand = AgencyBrandsResult['brands'][number];

/** The cells of the brandAgencyBrands preset (spec 001 §9 'brand agency brands'). */
const cells: Record<string, (b: AgencyBrand) => ReactNode> = {
  brandName: (b) => (
    <Group gap="xs" wrap="nowrap">
      <BrandAvatar name={b.brandName} imageUrl={b.brandImageUrl} size={24} />
      <Anchor component={Link} to={brandInfoPath(b.brandId, b.brandName)} size="sm" fw={500}>
        {b.brandName}
      </Anchor>
    </Group>
  ),
  industryName: (b) => (
    <Text size="sm" c={b.industryName ? undefined : 'dimmed'}>
      {b.industryName ?? '—'}
    </Text>
  ),
  associationTypes: (b) => (
    <Group gap={4}>
      {b.associationTypes.map((t) => (
        <Badge key={t.id} variant="light">
          {t.name}
        </Badge>
      ))}
    </Group>
  ),
};

/**
 * The brands an agency works with (POST /api/brand/agency/brands, 50 a page), in a drawer opened from a
 * brand's Agencies panel; the columns follow the user's brandAgencyBrands preset (spec 001 §9).
 */
export function AgencyBrandsDrawer({
  agency,
  onClose,
}: {
  agency: { agencyId: number; agencyName: string } | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={!!agency}
      onClose={onClose}
      position="right"
      size="lg"
      title={agency ? `Brands working with ${agency.agencyName}` : ''}
    >
      {agency && <AgencyBrandsTable key={agency.agencyId} agencyId={agency.agencyId} />}
    </Drawer>
  );
}

function AgencyBrandsTable({ agencyId }: { agencyId: number }) {
  const [pageNo, setPageNo] = useState(1);
  const brands = useAgencyBrands(agencyId, pageNo);
  useToastOnError(brands.error);
  return (
    <PresetPagedTable
      preset="brandAgencyBrands"
      cells={cells}
      query={brands}
      items={(d) => d.brands}
      rowKey={(b) => b.brandId}
      rowTestId={(b) => `agency-brand-${b.brandId}`}
      what="the agency's brands"
      empty={
        <EmptyState title="No brands" description="No brand is associated with this agency yet." />
      }
      page={pageNo}
      onPage={setPageNo}
      testId="agency-brands"
    />
  );
}
