import { Anchor, Button, Modal, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { blockedBrandRoutes } from '@crm/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { LoadErrorRow } from '../../../components/LoadError';
import { Pager } from '../../../components/Pager';
import { SearchBox } from '../../../components/SearchBox';
import { SkeletonRows } from '../../../components/SkeletonRows';
import { StageBadge } from '../../../components/StageBadge';
import { brandInfoPath } from '../../../lib/links';
import { useApi } from '../../../lib/useApi';

type AssignStatus = 'UNASSIGNED' | 'ASSIGNED';

/** One page (50) of the blocked-category brands of `eiId` (POST /api/event/inventory/brand/blocked). */
function BlockedList({ eiId }: { eiId: number }) {
  const [status, setStatus] = useState<AssignStatus>('UNASSIGNED');
  const [searchFor, setSearchFor] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const q = useApi(
    blockedBrandRoutes.list,
    { eiId, eventAssignStatus: status, searchFor, pageNo },
    { placeholderData: keepPreviousData },
  );
  const rows = q.data?.brands;
  const cols = status === 'ASSIGNED' ? 4 : 3;
  return (
    <Stack gap="sm">
      {q.data && (
        <Text size="sm" c="dimmed">
          {q.data.blockedIndustryCount === 0
            ? 'No industry is blocked on this inventory.'
            : `Brands of the ${q.data.blockedIndustryCount} blocked ${q.data.blockedIndustryCount === 1 ? 'industry' : 'industries'}: the Unassigned tab leaves them out.`}
        </Text>
      )}
      <SegmentedControl
        w="fit-content"
        aria-label="Blocked brands to show"
        value={status}
        onChange={(v) => {
          setStatus(v as AssignStatus);
          setPageNo(1);
        }}
        data={[
          { value: 'UNASSIGNED', label: 'Not assigned' },
          { value: 'ASSIGNED', label: 'Assigned before the block' },
        ]}
      />
      <SearchBox
        value={searchFor}
        onSearch={(v) => {
          setSearchFor(v);
          setPageNo(1);
        }}
        placeholder="Search brands"
      />
      {rows && rows.length === 0 ? (
        <EmptyState title={searchFor ? 'Nothing matches your search' : 'No brands here'} />
      ) : (
        <Table verticalSpacing="xs" data-testid="blocked-brands">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Brand</Table.Th>
              <Table.Th>Industry</Table.Th>
              <Table.Th>Brand Owners</Table.Th>
              {status === 'ASSIGNED' && <Table.Th>Stage</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {q.error && !rows ? (
              <LoadErrorRow cols={cols} what="the blocked brands" query={q} />
            ) : !rows ? (
              <SkeletonRows rows={4} cols={cols} />
            ) : (
              rows.map((b) => (
                <Table.Tr key={b.brandId}>
                  <Table.Td>
                    <Anchor component={Link} to={brandInfoPath(b.brandId, b.brandName)} size="sm">
                      {b.brandName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{b.industryName ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {b.brandOwners.map((o) => o.brandOwnerUserName).join(', ') || '—'}
                    </Text>
                  </Table.Td>
                  {status === 'ASSIGNED' && (
                    <Table.Td>{b.stage && <StageBadge stage={b.stage} />}</Table.Td>
                  )}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      )}
      {q.data && <Pager page={q.data} onChange={setPageNo} />}
    </Stack>
  );
}

/**
 * 'Blocked categories' on the assign page (spec 001 §7 blocked-category brands): the brands the
 * Unassigned tab leaves out because their industry is blocked on this event inventory, in a dialog.
 */
export function BlockedBrandsButton({ eiId }: { eiId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        onClick={() => setOpen(true)}
        data-testid="blocked-brands-open"
      >
        Blocked categories
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Blocked categories" size="xl">
        {open && <BlockedList eiId={eiId} />}
      </Modal>
    </>
  );
}
