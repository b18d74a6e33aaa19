import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconDownload,
  IconNotes,
  IconTrash,
  IconArrowBackUp,
  IconUserPlus,
  IconProgress,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  ASSIGN_TABS,
  COLLAB_MESSAGES,
  MESSAGES,
  PAGE_SIZES,
  STAGE_MAPPING,
  STAGES,
  type AssignedBrand,
  type AssignTab,
  type BrandStatusAction,
  type PairingBrand,
  type Stage,
} from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { ApiError, apiDownload, toastError, toastSuccess } from '../../lib/api';
import { isEventFinished } from '../../lib/dates';
import { formatCrore, formatDate, formatDateTime, IST } from '../../lib/format';
import { BrandAvatar, OwnerAvatars } from '../common/Avatars';
import { ConfirmModal } from '../common/ConfirmModal';
import { ASSIGN_TAB_LABELS, codeLabel } from '@crm/contracts';
import { brandInfoPath, callNotesPath, inventoryDetailPath } from '../common/links';
import { LoadErrorRow, loadFailed } from '../common/LoadError';
import { Pager } from '../common/Pager';
import { useBrandOwnerOptions, useReference } from '../common/queries';
import { SearchBox } from '../common/SearchBox';
import { SkeletonRows } from '../common/SkeletonRows';
import { StageBadge } from '../common/StageBadge';
import { canOpenAssignPage, canWorkBrand, canWorkPairing, currentUser } from '../common/user';
import { CollaboratorsModal } from '../inventories/CollaboratorsModal';
import { AddTaskButton } from '../tasks/AddTaskButton';
import { useEventInventory } from '../inventories/queries';
import { confirmText, needsConfirm, type ActionPlace, type PendingAction } from './actionConfirm';
import { useDiscardUndo } from './discardUndo';
import { useAssignTab, useBrandAction, type AssignSort, type AssignTabQuery } from './queries';
import { SharedBadge } from './SharedBadge';
import { StageUpdateModal, type StageTarget } from './StageUpdateModal';

/** Bulk and row actions allowed per tab (spec 001 §4): the server refuses any other combination. */
const TAB_ACTIONS: Record<AssignTab, BrandStatusAction[]> = {
  UNASSIGNED: ['ASSIGN', 'DISCARD'],
  ASSIGNED: ['DISCARD'],
  DISCARDED: ['RESTORE', 'ASSIGN'],
};
const ACTION_LABELS: Record<BrandStatusAction, string> = {
  ASSIGN: 'Assign',
  DISCARD: 'Discard',
  RESTORE: 'Restore',
};
const ACTION_COLORS: Record<BrandStatusAction, string> = {
  ASSIGN: 'blue',
  DISCARD: 'red',
  RESTORE: 'teal',
};
const ACTION_ICONS = {
  ASSIGN: IconUserPlus,
  DISCARD: IconTrash,
  RESTORE: IconArrowBackUp,
} as const;

const SORTS: { value: string; label: string; assignedOnly?: boolean }[] = [
  { value: 'brandName:ASC', label: 'Brand A–Z' },
  { value: 'brandName:DESC', label: 'Brand Z–A' },
  { value: 'brandRevenue:DESC', label: 'Revenue: high to low' },
  { value: 'brandRevenue:ASC', label: 'Revenue: low to high' },
  { value: 'industryName:ASC', label: 'Industry A–Z' },
  { value: 'updatedAt:DESC', label: 'Recently updated' },
  { value: 'stage:ASC', label: 'Stage', assignedOnly: true },
];

const isTab = (v: string | null): v is AssignTab =>
  !!v && (ASSIGN_TABS as readonly string[]).includes(v);

/**
 * /assignbrandV2/{eiId}?eventId&tab&eventName&inventoryName (spec 000 §2.1, 001 §4/§6): brands of an
 * event inventory in three tabs (UNASSIGNED, ASSIGNED, DISCARDED) with filters, selection, bulk
 * assign / discard / restore and, on the assigned tab, stage updates, call notes, collaborators and CSV export.
 * Every discard is confirmed and offers Undo; restore undoes a discard. The Assigned tab also lists the
 * pairings shared with the user (accepted collaborations, marked 'Shared with me'; `view=shared` keeps only
 * those), where they update the stage and add call notes (canWorkPairing); discarding and inviting stay with
 * those who work the brand. Only PO, BO and TO users (or admins) may open it; others see the spec's warning,
 * except on `view=shared`, which shows them their shared pairings alone.
 */
export default function AssignBrandsPage() {
  const user = currentUser();
  const [params] = useSearchParams();
  // a user without a pipeline works only pairings shared with them: the page opens on those
  if (!canOpenAssignPage(user))
    return params.get('view') === 'shared' ? <AssignBrands sharedOnly /> : <AccessDenied />;
  return <AssignBrands sharedOnly={false} />;
}

function AccessDenied() {
  return (
    <Stack p="md">
      <Alert
        color="yellow"
        icon={<IconAlertTriangle size={18} />}
        data-testid="assign-access-denied"
      >
        {MESSAGES.assignAccessDenied}
      </Alert>
    </Stack>
  );
}

type Selection = { ids: Set<number>; all: boolean };
const EMPTY_SELECTION: Selection = { ids: new Set(), all: false };

/** Titles of the Assigned tab reached from the older /mybrandassigned screen (`viewType`, spec 001 §2). */
const VIEW_TITLES: Record<string, string> = {
  MINE: 'Your Brands Assigned',
  TEAM: 'Your Team’s Brands Assigned',
};

function AssignBrands({ sharedOnly }: { sharedOnly: boolean }) {
  const { eiId: raw } = useParams();
  const eiId = Number(raw) > 0 ? Number(raw) : 0;
  const [params, setParams] = useSearchParams();
  const user = currentUser();
  const tab: AssignTab = sharedOnly
    ? 'ASSIGNED'
    : isTab(params.get('tab'))
      ? (params.get('tab') as AssignTab)
      : 'UNASSIGNED';
  const sharedWithMe = tab === 'ASSIGNED' && params.get('view') === 'shared';
  const tabs = sharedOnly ? (['ASSIGNED'] as const) : ASSIGN_TABS;
  // the pairings shared with the user are theirs to work, not to discard
  const tabActions: BrandStatusAction[] = sharedOnly || sharedWithMe ? [] : TAB_ACTIONS[tab];
  const [searchFor, setSearchFor] = useState('');
  const [industryIds, setIndustryIds] = useState<string[]>([]);
  const [ownerIds, setOwnerIds] = useState<string[]>([]);
  const [stages, setStages] = useState<Stage[]>([]);
  const [sortValue, setSortValue] = useState('brandName:ASC');
  const [pageNo, setPageNo] = useState(1);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  // The action being confirmed; it stays set while the dialog closes so that its text does not blank.
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [stageTarget, setStageTarget] = useState<StageTarget | null>(null);
  // The pairing whose collaborators are shown; kept while the dialog closes.
  const [collabBrand, setCollabBrand] = useState<{ brandId: number; brandName: string } | null>(
    null,
  );
  const [collabOpen, setCollabOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  const ei = useEventInventory(eiId || undefined);
  const reference = useReference();
  const owners = useBrandOwnerOptions();
  const brandAction = useBrandAction();
  const showDiscardUndo = useDiscardUndo();

  const eventName = params.get('eventName') ?? ei.data?.eventName ?? '';
  const inventoryName = params.get('inventoryName') ?? ei.data?.inventoryName ?? '';
  const eventId = Number(params.get('eventId')) || ei.data?.eventId || 0;

  const filters = useMemo(
    () => ({
      searchFor,
      industryIds: industryIds.map(Number),
      brandOwnerIds: ownerIds.map(Number),
      stages,
    }),
    [searchFor, industryIds, ownerIds, stages],
  );
  const sortBy = useMemo<AssignSort>(() => {
    const [field, order] = sortValue.split(':') as [AssignSort['field'], AssignSort['order']];
    return { field: tab !== 'ASSIGNED' && field === 'stage' ? 'brandName' : field, order };
  }, [sortValue, tab]);

  const base = { eiId, pageNo: 1, count: 1, filters, sortBy };
  const query: AssignTabQuery = {
    ...base,
    tab,
    pageNo,
    count: PAGE_SIZES.inventoryBrands,
    sharedWithMe,
  };
  const list = useAssignTab(query, eiId > 0);
  // Totals of the other tabs, with the same filters: one-row pages.
  const totals = {
    UNASSIGNED: useAssignTab(
      { ...base, tab: 'UNASSIGNED' },
      eiId > 0 && !sharedOnly && tab !== 'UNASSIGNED',
    ),
    ASSIGNED: useAssignTab({ ...base, tab: 'ASSIGNED' }, eiId > 0 && tab !== 'ASSIGNED'),
    DISCARDED: useAssignTab(
      { ...base, tab: 'DISCARDED' },
      eiId > 0 && !sharedOnly && tab !== 'DISCARDED',
    ),
  };
  const totalOf = (t: AssignTab) =>
    t === tab ? list.data?.totalNoOfEntries : totals[t].data?.totalNoOfEntries;

  // A new tab or filter starts from page 1 with nothing selected.
  useEffect(() => {
    setPageNo(1);
    setSelection(EMPTY_SELECTION);
  }, [tab, filters, sortBy, sharedWithMe]);

  // After an action empties the last page, step back to the new last page.
  useEffect(() => {
    const d = list.data;
    if (d && !list.isPlaceholderData && d.totalPages > 0 && pageNo > d.totalPages)
      setPageNo(d.totalPages);
  }, [list.data, list.isPlaceholderData, pageNo]);

  const listError = list.error;
  useEffect(() => {
    if (listError && !(listError instanceof ApiError && listError.status === 403))
      toastError(listError);
  }, [listError]);
  if (
    [list.error, ...Object.values(totals).map((t) => t.error)].some(
      (e) => e instanceof ApiError && e.status === 403,
    )
  )
    return <AccessDenied />;
  if (!eiId)
    return (
      <EmptyState title="Inventory not found" description="The link has no event inventory id." />
    );

  const rows = (list.data?.brands ?? []) as (PairingBrand | AssignedBrand)[];
  const total = list.data?.totalNoOfEntries ?? 0;
  /** Whether the user works the row's brand: selection, discard and collaborators are theirs alone. */
  const worksBrandOf = (b: PairingBrand) =>
    !sharedOnly &&
    canWorkBrand(
      user,
      b.brandOwners.map((o) => o.brandOwnerUserId),
    );
  const pageIds = rows.filter((r) => worksBrandOf(r)).map((r) => r.brandId);
  const selectedCount = selection.all ? total : selection.ids.size;
  const pageAllSelected =
    selection.all || (pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id)));
  const pageSomeSelected = !pageAllSelected && pageIds.some((id) => selection.ids.has(id));
  const loading = list.isLoading || !list.data;

  const setTab = (t: string | null) => {
    if (!isTab(t)) return;
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        n.set('tab', t);
        return n;
      },
      { replace: true },
    );
    if (t !== 'ASSIGNED') setStages([]);
  };
  const setView = (v: string) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        if (v === 'shared') n.set('view', 'shared');
        else n.delete('view');
        return n;
      },
      { replace: true },
    );

  const toggleRow = (id: number) =>
    setSelection((s) => {
      if (s.all) return { ids: new Set(pageIds.filter((x) => x !== id)), all: false };
      const ids = new Set(s.ids);
      if (ids.has(id)) ids.delete(id);
      else ids.add(id);
      return { ids, all: false };
    });
  const togglePage = () =>
    setSelection((s) => {
      if (s.all || pageIds.every((id) => s.ids.has(id))) {
        const ids = new Set(s.all ? [] : s.ids);
        pageIds.forEach((id) => ids.delete(id));
        return { ids, all: false };
      }
      return { ids: new Set([...s.ids, ...pageIds]), all: false };
    });

  const place: ActionPlace = {
    tab,
    inventoryName,
    eventName,
    finished: !!ei.data && isEventFinished(ei.data),
    endDate: ei.data?.endDate ?? null,
  };
  const execute = (p: PendingAction) => {
    const body = {
      eiIds: [eiId],
      action: p.action,
      brandId: p.selectAll ? [] : p.brandIds,
      selectAll: p.selectAll,
      selectionType: tab,
      filters,
    };
    brandAction.mutate(body, {
      onSuccess: (r) => {
        if (p.action === 'DISCARD') showDiscardUndo(body, r.message);
        else toastSuccess(r.message);
        setSelection(EMPTY_SELECTION);
        setConfirming(false);
      },
      onError: (e) => {
        toastError(e);
        setConfirming(false);
      },
    });
  };
  /** Discards, actions on several brands and assignments to a finished event are confirmed first. */
  const request = (action: BrandStatusAction, brandIds: number[], selectAll: boolean) => {
    const count = selectAll ? total : brandIds.length;
    if (count === 0) return;
    const brandName =
      count === 1 && !selectAll
        ? rows.find((r) => r.brandId === brandIds[0])?.brandName
        : undefined;
    const p: PendingAction = { action, brandIds, selectAll, count, brandName };
    if (!needsConfirm(p, place)) return execute(p);
    setPending(p);
    setConfirming(true);
  };
  const confirm = pending ? confirmText(pending, place) : null;
  const bulk = (action: BrandStatusAction) => request(action, [...selection.ids], selection.all);

  const exportCsv = async () => {
    setExporting(true);
    await apiDownload('/event/inventory/brand/stage/v2/csv', {
      eiId,
      filters,
      sortBy,
      sharedWithMe,
      timeZone: IST,
    });
    setExporting(false);
  };

  const openStage = (b: AssignedBrand) =>
    setStageTarget({
      eiId,
      brandId: b.brandId,
      brandName: b.brandName,
      stage: b.stage,
      tag: b.tag,
      lostReason: b.lostReason,
      proposedValue: b.proposedValue,
      negotiatedValue: b.negotiatedValue,
      closedValue: b.closedValue,
      followUpDate: b.followUpDate,
      expectedClosure: b.expectedClosure,
    });

  const industryOptions = (reference.data?.industries ?? []).map((i) => ({
    value: String(i.id),
    label: i.name,
  }));
  const colCount = tab === 'ASSIGNED' ? 10 : 8;

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={2}>
            {tab === 'ASSIGNED' && VIEW_TITLES[params.get('viewType') ?? '']
              ? VIEW_TITLES[params.get('viewType')!]
              : 'Assign Brands'}
          </Title>
          {(eventName || inventoryName) && (
            <Anchor
              component={Link}
              to={inventoryDetailPath({ eiId, eventId, eventName, inventoryName })}
              size="sm"
              data-testid="assign-ei-link"
            >
              {[eventName, inventoryName].filter(Boolean).join(' · ')}
            </Anchor>
          )}
        </Stack>
        {tab === 'ASSIGNED' && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={exportCsv}
            loading={exporting}
            disabled={total === 0}
            data-testid="export-csv"
          >
            Export CSV
          </Button>
        )}
      </Group>

      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Tab key={t} value={t} data-testid={`tab-${t}`}>
              <Group gap={6} wrap="nowrap">
                {ASSIGN_TAB_LABELS[t]}
                <Badge
                  size="sm"
                  variant={t === tab ? 'filled' : 'light'}
                  color={t === 'DISCARDED' ? 'gray' : 'blue'}
                  data-testid={`tab-count-${t}`}
                >
                  {totalOf(t) ?? '…'}
                </Badge>
              </Group>
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      {tab === 'ASSIGNED' && !sharedOnly && (
        <SegmentedControl
          w="fit-content"
          aria-label="Assigned pairings to show"
          value={sharedWithMe ? 'shared' : 'all'}
          onChange={setView}
          data={[
            { value: 'all', label: 'All assigned' },
            { value: 'shared', label: COLLAB_MESSAGES.sharedWithMe },
          ]}
          data-testid="assigned-view"
        />
      )}

      <Group gap="sm" align="flex-end">
        <SearchBox
          value={searchFor}
          onSearch={setSearchFor}
          placeholder="Search brands"
          testId="assign-search"
        />
        <MultiSelect
          aria-label="Industries"
          placeholder={industryIds.length ? undefined : 'All industries'}
          data={industryOptions}
          value={industryIds}
          onChange={setIndustryIds}
          searchable
          clearable
          maxValues={500}
          w={260}
          data-testid="industry-filter"
        />
        <MultiSelect
          aria-label="Brand owners"
          placeholder={ownerIds.length ? undefined : 'All brand owners'}
          data={(owners.data?.brandOwners ?? []).map((o) => ({
            value: String(o.userId),
            label: o.userName,
          }))}
          value={ownerIds}
          onChange={setOwnerIds}
          searchable
          clearable
          w={240}
          data-testid="owner-filter"
        />
        {tab === 'ASSIGNED' && (
          <MultiSelect
            aria-label="Stages"
            placeholder={stages.length ? undefined : 'All stages'}
            data={STAGES.map((s) => ({ value: s, label: STAGE_MAPPING[s].label }))}
            value={stages}
            onChange={(v) => setStages(v as Stage[])}
            clearable
            w={240}
            data-testid="stage-filter"
          />
        )}
        <Select
          aria-label="Sort by"
          data={SORTS.filter((s) => !s.assignedOnly || tab === 'ASSIGNED').map(
            ({ value, label }) => ({ value, label }),
          )}
          value={tab !== 'ASSIGNED' && sortValue.startsWith('stage') ? 'brandName:ASC' : sortValue}
          onChange={(v) => v && setSortValue(v)}
          allowDeselect={false}
          w={200}
          data-testid="assign-sort"
        />
      </Group>

      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" mb="xs" mih={36}>
          <Group gap="sm">
            {loading && selectedCount === 0 ? (
              !loadFailed(list) && (
                <Skeleton height={14} width={72} radius="sm" data-testid="selected-count-loading" />
              )
            ) : (
              <Text size="sm" fw={500} data-testid="selected-count">
                {selectedCount > 0
                  ? `${selectedCount} selected`
                  : `${total} ${total === 1 ? 'brand' : 'brands'}`}
              </Text>
            )}
            {!loading &&
              total > 0 &&
              tabActions.length > 0 &&
              (selection.all ? (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => setSelection(EMPTY_SELECTION)}
                  data-testid="clear-selection"
                >
                  All {total} matching selected · Clear selection
                </Anchor>
              ) : (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => setSelection({ ids: new Set(), all: true })}
                  data-testid="select-all-matching"
                >
                  Select all {total} matching
                </Anchor>
              ))}
            {!selection.all && selection.ids.size > 0 && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                c="dimmed"
                onClick={() => setSelection(EMPTY_SELECTION)}
              >
                Clear
              </Anchor>
            )}
          </Group>
          <Group gap="xs">
            {tabActions.map((a) => {
              const Icon = ACTION_ICONS[a];
              return (
                <Button
                  key={a}
                  size="xs"
                  color={ACTION_COLORS[a]}
                  variant={a === 'DISCARD' ? 'light' : 'filled'}
                  leftSection={<Icon size={14} />}
                  disabled={selectedCount === 0 || brandAction.isPending}
                  onClick={() => bulk(a)}
                  data-testid={`bulk-${a.toLowerCase()}`}
                >
                  {ACTION_LABELS[a]}
                  {selectedCount > 0 ? ` (${selectedCount})` : ''}
                </Button>
              );
            })}
          </Group>
        </Group>

        <Table.ScrollContainer minWidth={tab === 'ASSIGNED' ? 1180 : 1040}>
          <Table
            highlightOnHover
            verticalSpacing="sm"
            data-testid={`assign-table-${tab}`}
            style={{ opacity: list.isFetching && !loading ? 0.7 : 1 }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Select all on page"
                    checked={pageIds.length > 0 && pageAllSelected}
                    indeterminate={pageSomeSelected}
                    onChange={togglePage}
                    disabled={pageIds.length === 0}
                    data-testid="select-all-page"
                  />
                </Table.Th>
                <Table.Th>Brand</Table.Th>
                {tab === 'ASSIGNED' ? (
                  <>
                    <Table.Th miw={124}>Stage</Table.Th>
                    <Table.Th>Tag</Table.Th>
                    <Table.Th>Proposed</Table.Th>
                    <Table.Th>Negotiated</Table.Th>
                    <Table.Th>Closed</Table.Th>
                    <Table.Th>Follow-Up date</Table.Th>
                    <Table.Th>Assigned by</Table.Th>
                  </>
                ) : (
                  <>
                    <Table.Th>Company</Table.Th>
                    <Table.Th>Industry</Table.Th>
                    <Table.Th>Revenue (in Cr)</Table.Th>
                    <Table.Th>Brand owners</Table.Th>
                    <Table.Th>Updated</Table.Th>
                  </>
                )}
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loadFailed(list) ? (
                <LoadErrorRow cols={colCount} what="the brands" query={list} />
              ) : loading ? (
                <SkeletonRows rows={8} cols={colCount} />
              ) : rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={colCount}>
                    <EmptyState
                      title={
                        searchFor || industryIds.length || ownerIds.length || stages.length
                          ? 'No brands match these filters'
                          : tab === 'UNASSIGNED'
                            ? 'Every brand is assigned or discarded'
                            : tab === 'ASSIGNED'
                              ? 'No brands assigned yet'
                              : 'No discarded brands'
                      }
                      description={
                        tab === 'ASSIGNED' && !searchFor
                          ? 'Assign brands from the Unassigned tab.'
                          : undefined
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((b) => {
                  const checked = selection.all || selection.ids.has(b.brandId);
                  const worksBrand = worksBrandOf(b);
                  const worksPairing = 'stage' in b && canWorkPairing(user, b);
                  return (
                    <Table.Tr
                      key={b.brandId}
                      data-testid={`brand-row-${b.brandId}`}
                      bg={checked ? 'var(--mantine-color-blue-light)' : undefined}
                    >
                      <Table.Td>
                        <Checkbox
                          aria-label={`Select ${b.brandName}`}
                          checked={checked}
                          onChange={() => toggleRow(b.brandId)}
                          disabled={!worksBrand}
                          data-testid={`select-${b.brandId}`}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <BrandAvatar name={b.brandName} imageUrl={b.brandImageUrl} />
                          <Stack gap={0}>
                            <Anchor
                              component={Link}
                              to={brandInfoPath(b.brandId, b.brandName)}
                              size="sm"
                              fw={600}
                            >
                              {b.brandName}
                            </Anchor>
                            {tab === 'ASSIGNED' && b.industryName && (
                              <Text size="xs" c="dimmed">
                                {b.industryName}
                              </Text>
                            )}
                            {'stage' in b && b.myInviteStatus === 'ACCEPTED' && <SharedBadge />}
                          </Stack>
                        </Group>
                      </Table.Td>
                      {tab === 'ASSIGNED' && 'stage' in b ? (
                        <AssignedCells b={b} />
                      ) : (
                        <>
                          <Table.Td>
                            <Text size="sm">{b.companyName ?? '—'}</Text>
                          </Table.Td>
                          <Table.Td>
                            <Text size="sm">{b.industryName ?? '—'}</Text>
                          </Table.Td>
                          <Table.Td>
                            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                              {formatCrore(b.brandRevenue)}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <OwnerAvatars owners={b.brandOwners} />
                          </Table.Td>
                          <Table.Td>
                            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                              {b.updatedAt ? formatDate(b.updatedAt) : '—'}
                            </Text>
                          </Table.Td>
                        </>
                      )}
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          {tab === 'ASSIGNED' && 'stage' in b && worksPairing && (
                            <>
                              <Button
                                size="compact-sm"
                                variant="light"
                                leftSection={<IconProgress size={14} />}
                                onClick={() => openStage(b)}
                                data-testid={`stage-button-${b.brandId}`}
                              >
                                Update stage
                              </Button>
                              <Button
                                component={Link}
                                to={callNotesPath({ brandId: b.brandId, eiId })}
                                size="compact-sm"
                                variant="subtle"
                                leftSection={<IconNotes size={14} />}
                                data-testid={`callnotes-link-${b.brandId}`}
                              >
                                Add call notes
                              </Button>
                            </>
                          )}
                          {tab === 'ASSIGNED' && 'stage' in b && worksBrand && (
                            <Tooltip label="Collaborators">
                              <ActionIcon
                                variant="subtle"
                                onClick={() => {
                                  setCollabBrand(b);
                                  setCollabOpen(true);
                                }}
                                data-testid={`collaborators-${b.brandId}`}
                                aria-label={`Collaborators of ${b.brandName}`}
                              >
                                <IconUsersGroup size={16} />
                              </ActionIcon>
                            </Tooltip>
                          )}
                          {tab === 'ASSIGNED' && 'stage' in b && (
                            <AddTaskButton
                              compact
                              label={`Add task on ${b.brandName}`}
                              prefill={{
                                brandIds: [b.brandId],
                                inventoryId: ei.data?.inventoryId,
                                eventId: eventId || undefined,
                              }}
                              disabled={!ei.data}
                              testId={`add-task-${b.brandId}`}
                            />
                          )}
                          {(worksBrand ? tabActions : []).map((a) =>
                            tab === 'ASSIGNED' ? (
                              <Tooltip key={a} label={ACTION_LABELS[a]}>
                                <ActionIcon
                                  variant="subtle"
                                  color={ACTION_COLORS[a]}
                                  disabled={brandAction.isPending}
                                  onClick={() => request(a, [b.brandId], false)}
                                  data-testid={`row-${a.toLowerCase()}-${b.brandId}`}
                                  aria-label={`${ACTION_LABELS[a]} ${b.brandName}`}
                                >
                                  <IconTrash size={16} />
                                </ActionIcon>
                              </Tooltip>
                            ) : (
                              <Button
                                key={a}
                                size="compact-sm"
                                variant={a === 'DISCARD' ? 'subtle' : 'light'}
                                color={ACTION_COLORS[a]}
                                disabled={brandAction.isPending}
                                onClick={() => request(a, [b.brandId], false)}
                                data-testid={`row-${a.toLowerCase()}-${b.brandId}`}
                                aria-label={`${ACTION_LABELS[a]} ${b.brandName}`}
                              >
                                {ACTION_LABELS[a]}
                              </Button>
                            ),
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {list.data && (
          <Pager
            pageNo={list.data.pageNo}
            totalPages={list.data.totalPages}
            total={total}
            onChange={setPageNo}
          />
        )}
      </Paper>

      <ConfirmModal
        opened={confirming}
        title={confirm?.title ?? ''}
        confirmLabel={confirm?.confirmLabel}
        color={confirm?.color}
        loading={brandAction.isPending}
        onConfirm={() => pending && execute(pending)}
        onClose={() => !brandAction.isPending && setConfirming(false)}
      >
        {confirm?.body ?? ''}
      </ConfirmModal>
      <StageUpdateModal target={stageTarget} onClose={() => setStageTarget(null)} />
      {collabBrand && (
        <CollaboratorsModal
          eiId={eiId}
          brand={collabBrand}
          opened={collabOpen}
          onClose={() => setCollabOpen(false)}
        />
      )}
    </Stack>
  );
}

function AssignedCells({ b }: { b: AssignedBrand }) {
  return (
    <>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Tooltip label={b.lostReason ?? ''} disabled={!b.lostReason}>
          <span>
            <StageBadge stage={b.stage} />
          </span>
        </Tooltip>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{codeLabel(b.tag)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatCrore(b.proposedValue)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatCrore(b.negotiatedValue)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatCrore(b.closedValue)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(b.followUpDate)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Tooltip label={formatDateTime(b.assignedOn)}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {b.assignedBy?.userName ?? '—'}
          </Text>
        </Tooltip>
      </Table.Td>
    </>
  );
}
