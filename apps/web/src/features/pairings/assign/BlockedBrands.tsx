import { Button, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { blockedBrandRoutes } from '@crm/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { Pager } from '../../../components/Pager';
import { SearchBox } from '../../../components/SearchBox';
import { useApi } from '../../../lib/useApi';
import { BlockedBrandsTable } from './BlockedBrandsTable';

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
        <BlockedBrandsTable rows={rows} q={q} assigned={status === 'ASSIGNED'} />
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
