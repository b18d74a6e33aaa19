import {
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Stack,
  Table,
  Tabs,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import {
  IconAddressBook,
  IconBrandLinkedin,
  IconProgress,
  IconBrandWhatsapp,
  IconDeviceMobileMessage,
  IconEdit,
  IconMail,
  IconNote,
  IconNotes,
  IconPencil,
  IconPhone,
  IconThumbDown,
  IconTicket,
  IconTrophy,
  IconUserPlus,
  IconUsersPlus,
  IconWorld,
} from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { INTERACTION_TYPES, type TimelineType } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { formatCrore, formatDate, formatDateTime } from '../../lib/format';
import { BrandAvatar } from '../common/Avatars';
import { HistoryTable } from '../common/HistoryTable';
import { callNotesPath, inventoryDetailPath } from '../common/links';
import { LoadError, LoadErrorRow, loadFailed } from '../common/LoadError';
import { Pager } from '../common/Pager';
import { SkeletonBlock, SkeletonRows } from '../common/SkeletonRows';
import { StageBadge } from '../common/StageBadge';
import { useToastOnError } from '../common/useToastOnError';
import { canRead, currentUser } from '../common/user';
import { ClosedDealsSection } from '../closedDeals/ClosedDealsSection';
import { AddTaskButton } from '../tasks/AddTaskButton';
import { SharedBadge } from '../assignments/SharedBadge';
import { StageUpdateModal, type StageTarget } from '../assignments/StageUpdateModal';
import { PocList } from './PocList';
import { DetailsCompletion } from './DetailsCompletion';
import { DetailsEditModal } from './DetailsEditModal';
import { DetailsHistory } from './DetailsHistory';
import { DetailsOwners } from './DetailsOwners';
import { useBrandAdditionalInfo, useEditBrand } from './profileQueries';
import { CustomFieldValuesView } from '../customFields/CustomFieldValues';
import {
  useBrandInfo,
  useBrandTimeline,
  useBrandPairings,
  useBrandStageHistory,
  useCanWorkBrand,
} from './queries';

const INFO_TABS = ['Details', 'Notes', 'Files', 'Contacts'] as const;
const NotesTab = lazy(() => import('./NotesTab'));
const FilesTab = lazy(() => import('./FilesTab'));
const ContactsTab = lazy(() => import('./ContactsTab'));
type InfoTab = (typeof INFO_TABS)[number];

/** Icon and label of each timeline entry type (spec 001 §9 interaction-type icons). */
const TIMELINE_META: Record<
  TimelineType,
  { icon: typeof IconPhone; label: string; color: string }
> = {
  CALL: { icon: IconPhone, label: 'Call', color: 'blue' },
  MAIL: { icon: IconMail, label: 'Mail', color: 'blue' },
  WHATSAPP: { icon: IconBrandWhatsapp, label: 'WhatsApp', color: 'teal' },
  SMS: { icon: IconDeviceMobileMessage, label: 'SMS', color: 'blue' },
  NOTE: { icon: IconNote, label: 'Note', color: 'gray' },
  BRAND_OWNER_ADDED: { icon: IconUserPlus, label: 'Brand owner added', color: 'violet' },
  COLLABORATOR_ADDED: { icon: IconUsersPlus, label: 'Collaborator added', color: 'violet' },
  BRAND_INFO_UPDATED: { icon: IconEdit, label: 'Brand info updated', color: 'gray' },
  POC_UPDATED: { icon: IconAddressBook, label: 'Point of contact updated', color: 'gray' },
  INVENTORY_ASSIGNED: { icon: IconTicket, label: 'Inventory assigned', color: 'blue' },
  INVENTORY_WON: { icon: IconTrophy, label: 'Inventory won', color: 'green' },
  INVENTORY_LOST: { icon: IconThumbDown, label: 'Inventory lost', color: 'red' },
};

/**
 * /brandInfo/{brandId}?brandName&infoTab (spec 000 §2.1): brand details, POCs, pairings, history,
 * interactions; the pairings, stage history, interactions and files only for roles that may read them.
 */
export default function BrandInfoPage() {
  const { brandId: raw } = useParams();
  const brandId = Number(raw) > 0 ? Number(raw) : undefined;
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('infoTab');
  const user = currentUser();
  const tabs = INFO_TABS.filter((t) => t !== 'Files' || canRead(user, 'BRAND_FILES'));
  const infoTab: InfoTab = (tabs as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as InfoTab)
    : 'Details';
  const info = useBrandInfo(brandId);
  useToastOnError(info.error);
  const b = info.data;
  const name = b?.brandName ?? params.get('brandName') ?? 'Brand';
  const canAddCallNotes = useCanWorkBrand(brandId);

  if (!brandId)
    return <EmptyState title="Brand not found" description="The link has no brand id." />;

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="center">
        <Group gap="md">
          <BrandAvatar name={name} imageUrl={b?.brandImageUrl ?? null} size={48} />
          <Stack gap={0}>
            <Title order={2} data-testid="brand-name">
              {name}
            </Title>
            {b && (
              <Text size="sm" c="dimmed">
                {[b.companyName, b.industryName].filter(Boolean).join(' · ') || '—'}
              </Text>
            )}
          </Stack>
          {b?.isOffloaded && <Badge color="gray">Offloaded</Badge>}
        </Group>
        <Group gap="sm">
          <AddTaskButton prefill={{ brandIds: [brandId] }} testId="brand-add-task" />
          {canAddCallNotes && (
            <Button
              component={Link}
              to={callNotesPath({ brandId })}
              leftSection={<IconNotes size={16} />}
              data-testid="brand-add-call-notes"
            >
              Add call notes
            </Button>
          )}
        </Group>
      </Group>

      <Tabs
        value={infoTab}
        onChange={(v) =>
          v &&
          setParams(
            (p) => {
              const n = new URLSearchParams(p);
              n.set('infoTab', v);
              return n;
            },
            { replace: true },
          )
        }
      >
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Tab key={t} value={t} data-testid={`info-tab-${t}`}>
              {t}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      {info.error && !b ? (
        <LoadError what="this brand" query={info} />
      ) : infoTab === 'Details' ? (
        <Details brandId={brandId} />
      ) : (
        <Suspense fallback={<SkeletonBlock />}>
          {infoTab === 'Notes' ? (
            <NotesTab brandId={brandId} />
          ) : infoTab === 'Files' ? (
            <FilesTab brandId={brandId} />
          ) : (
            <ContactsTab brandId={brandId} />
          )}
        </Suspense>
      )}
    </Stack>
  );
}

function Section({
  title,
  children,
  right,
}: {
  title: string;
  children: ReactNode;
  right?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{title}</Title>
        {right}
      </Group>
      {children}
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

function Details({ brandId }: { brandId: number }) {
  const { data: b } = useBrandInfo(brandId);
  const user = currentUser();
  const additional = useBrandAdditionalInfo(brandId);
  useToastOnError(additional.error);
  const extra = additional.data;
  const [editing, setEditing] = useState(false);
  const editBrand = useEditBrand(brandId);
  const website = b?.socialMedia.find((s) => s.type === 'website')?.url;
  const linkedin = b?.socialMedia.find((s) => s.type === 'linkedin')?.url;
  const editButton =
    extra?.permissions.canEdit && b ? (
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPencil size={14} />}
        onClick={() => setEditing(true)}
        data-testid="brand-edit"
      >
        Edit
      </Button>
    ) : null;
  return (
    <Stack gap="md">
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Section title="Details" right={editButton}>
            {!b ? (
              <SkeletonBlock lines={5} />
            ) : (
              <Stack gap="md">
                <Text
                  size="sm"
                  c={b.brandDescription ? undefined : 'dimmed'}
                  data-testid="brand-description"
                  style={{ whiteSpace: 'pre-wrap' }}
                >
                  {b.brandDescription || 'No description yet.'}
                </Text>
                <Grid>
                  <Grid.Col span={{ base: 6, md: 4 }}>
                    <Field label="Company">
                      <Text size="sm">{b.companyName ?? '—'}</Text>
                    </Field>
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, md: 4 }}>
                    <Field label="Industry">
                      <Text size="sm">{b.industryName ?? '—'}</Text>
                    </Field>
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, md: 4 }}>
                    <Field label="Category">
                      <Text size="sm">{extra?.profile.category ?? '—'}</Text>
                    </Field>
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, md: 4 }}>
                    <Field label="Revenue (in Cr)">
                      <Text size="sm" data-testid="brand-revenue">
                        {formatCrore(b.brandRevenue)}
                      </Text>
                    </Field>
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, md: 4 }}>
                    <Field label="Engagement">
                      {b.engagement ? (
                        <Badge
                          variant="light"
                          color={
                            b.engagement === 'Strong'
                              ? 'green'
                              : b.engagement === 'Medium'
                                ? 'yellow'
                                : 'gray'
                          }
                        >
                          {b.engagement}
                        </Badge>
                      ) : (
                        <Text size="sm">—</Text>
                      )}
                    </Field>
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, md: 4 }}>
                    <Field label="Contact type">
                      <Text size="sm">{b.contactType ?? '—'}</Text>
                    </Field>
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, md: 4 }}>
                    <Field label="HQ">
                      <Text size="sm" data-testid="brand-hq">
                        {[b.hqCity, b.hqState].filter(Boolean).join(', ') || '—'}
                      </Text>
                    </Field>
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, md: 4 }}>
                    <Field label="Marketing offices">
                      <Text size="sm">
                        {extra?.profile.marketingOffices.map((o) => o.name).join(', ') || '—'}
                      </Text>
                    </Field>
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, md: 4 }}>
                    <Field label="Links">
                      <Group gap="sm">
                        {website ? (
                          <Anchor
                            href={website}
                            target="_blank"
                            rel="noreferrer"
                            size="sm"
                            data-testid="brand-website"
                          >
                            <Group gap={4} wrap="nowrap">
                              <IconWorld size={14} /> Website
                            </Group>
                          </Anchor>
                        ) : null}
                        {linkedin ? (
                          <Anchor href={linkedin} target="_blank" rel="noreferrer" size="sm">
                            <Group gap={4} wrap="nowrap">
                              <IconBrandLinkedin size={14} /> LinkedIn
                            </Group>
                          </Anchor>
                        ) : null}
                        {!website && !linkedin && <Text size="sm">—</Text>}
                      </Group>
                    </Field>
                  </Grid.Col>
                </Grid>
                <CustomFieldValuesView
                  entity="BRAND"
                  values={extra?.profile.customFields}
                  canEdit={!!extra?.permissions.canEdit}
                  onSave={(customFields) => editBrand.mutateAsync({ customFields })}
                />
                {b.isOffloaded && b.offloadReason && (
                  <Field label="Offload reason">
                    <Text size="sm">{b.offloadReason}</Text>
                  </Field>
                )}
                <Text size="xs" c="dimmed">
                  Updated {formatDateTime(b.updatedAt)}
                </Text>
              </Stack>
            )}
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Section title="Brand completion">
            <DetailsCompletion completion={extra?.brandInfoCompletion} />
          </Section>
        </Grid.Col>
      </Grid>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Section title="Points of contact">
            {b ? <PocList brandId={brandId} pocs={b.pocs} /> : <SkeletonBlock />}
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Section title="Brand owners">
            {b ? (
              <DetailsOwners
                brandId={brandId}
                owners={b.brandOwners}
                permissions={extra?.permissions}
                notified={extra ? !extra.profile.infoUpdateNotificationEnabled : false}
              />
            ) : (
              <SkeletonBlock />
            )}
          </Section>
        </Grid.Col>
      </Grid>
      {canRead(user, 'PIPELINE') && <Pairings brandId={brandId} />}
      {canRead(user, 'PIPELINE') && (
        <ClosedDealsSection brandId={brandId} canRecord={!!extra?.permissions.canEdit} />
      )}
      <Section title="Brand history">
        <DetailsHistory brandId={brandId} />
      </Section>
      {canRead(user, 'STAGE_HISTORY') && <StageHistory brandId={brandId} />}
      {canRead(user, 'CALL_NOTES') && <Interactions brandId={brandId} />}
      {editing && b && extra && (
        <DetailsEditModal
          brand={b}
          profile={extra.profile}
          canMarkEngagement={extra.permissions.canMarkEngagement}
          onClose={() => setEditing(false)}
        />
      )}
    </Stack>
  );
}

/**
 * The brand's assigned inventories. On those the user works (canUpdate: the contracts' mayWorkPairing — their
 * brand's, or shared with them), Update stage and Add call notes; a pairing shared with them says so.
 */
function Pairings({ brandId }: { brandId: number }) {
  const pairings = useBrandPairings(brandId);
  const { data, isLoading } = pairings;
  useToastOnError(pairings.error);
  const [stageTarget, setStageTarget] = useState<StageTarget | null>(null);
  const rows = data?.pairings;
  const brandName = useBrandInfo(brandId).data?.brandName ?? '';
  return (
    <Section title="Inventories">
      {!isLoading && rows && rows.length === 0 ? (
        <EmptyState title="Not assigned to any inventory yet" />
      ) : (
        <Table.ScrollContainer minWidth={920}>
          <Table verticalSpacing="xs" data-testid="brand-pairings">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th>Inventory</Table.Th>
                <Table.Th>Stage</Table.Th>
                <Table.Th>Proposed</Table.Th>
                <Table.Th>Negotiated</Table.Th>
                <Table.Th>Closed</Table.Th>
                <Table.Th>Follow-Up date</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loadFailed(pairings) ? (
                <LoadErrorRow cols={8} what="the inventories" query={pairings} />
              ) : isLoading || !rows ? (
                <SkeletonRows rows={3} cols={8} />
              ) : (
                rows.map((p) => (
                  <Table.Tr key={p.eiId} data-testid={`brand-pairing-${p.eiId}`}>
                    <Table.Td>
                      <Text size="sm">{p.eventName}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Anchor component={Link} to={inventoryDetailPath(p)} size="sm" fw={500}>
                          {p.inventoryName}
                        </Anchor>
                        {p.canUpdate && p.myInviteStatus === 'ACCEPTED' && <SharedBadge />}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <StageBadge stage={p.stage} />
                    </Table.Td>
                    <Table.Td>{formatCrore(p.proposedValue)}</Table.Td>
                    <Table.Td>{formatCrore(p.negotiatedValue)}</Table.Td>
                    <Table.Td>{formatCrore(p.closedValue)}</Table.Td>
                    <Table.Td>{formatDate(p.followUpDate)}</Table.Td>
                    <Table.Td>
                      {p.canUpdate ? (
                        <Group gap={4} wrap="nowrap">
                          <Button
                            size="compact-sm"
                            variant="light"
                            leftSection={<IconProgress size={14} />}
                            onClick={() => setStageTarget({ ...p, brandName })}
                            data-testid={`pairing-stage-${p.eiId}`}
                          >
                            Update stage
                          </Button>
                          <Button
                            component={Link}
                            to={callNotesPath({ brandId, eiId: p.eiId })}
                            size="compact-sm"
                            variant="subtle"
                            leftSection={<IconNotes size={14} />}
                            data-testid={`pairing-callnotes-${p.eiId}`}
                          >
                            Add call notes
                          </Button>
                        </Group>
                      ) : (
                        <Text size="sm" c="dimmed">
                          —
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <StageUpdateModal target={stageTarget} onClose={() => setStageTarget(null)} />
    </Section>
  );
}

function StageHistory({ brandId }: { brandId: number }) {
  const [pageNo, setPageNo] = useState(1);
  const query = useBrandStageHistory(brandId, pageNo);
  const { data, isLoading } = query;
  useToastOnError(query.error);
  return (
    <Section title="Stage history">
      <HistoryTable
        rows={data?.history}
        loading={isLoading}
        query={query}
        first="eventInventory"
        testId="brand-history"
      />
      {data && (
        <Pager
          pageNo={data.pageNo}
          totalPages={data.totalPages}
          total={data.totalNoOfEntries}
          onChange={setPageNo}
        />
      )}
    </Section>
  );
}

function Interactions({ brandId }: { brandId: number }) {
  const [pageNo, setPageNo] = useState(1);
  const timeline = useBrandTimeline(brandId, pageNo);
  const { data, isLoading } = timeline;
  useToastOnError(timeline.error);
  const items = data?.items;
  return (
    <Section title="Interactions">
      {loadFailed(timeline) ? (
        <LoadError what="the interactions" query={timeline} />
      ) : isLoading || !items ? (
        <SkeletonBlock lines={3} />
      ) : items.length === 0 ? (
        <EmptyState
          title="No interactions yet"
          description="Calls, mails, notes and changes to this brand appear here."
        />
      ) : (
        <Timeline bulletSize={26} lineWidth={2} data-testid="interactions">
          {items.map((it) => {
            const meta = TIMELINE_META[it.type];
            const Icon = meta.icon;
            const isNote = (INTERACTION_TYPES as readonly string[]).includes(it.type);
            return (
              <Timeline.Item
                key={it.id}
                bullet={<Icon size={14} aria-label={meta.label} />}
                color={meta.color}
                title={
                  <Group gap="xs">
                    <Text size="sm" fw={600}>
                      {it.user.userName}
                    </Text>
                    <Badge size="xs" variant="light" color={meta.color}>
                      {meta.label}
                    </Badge>
                    {it.pocName && (
                      <Text size="xs" c="dimmed">
                        with {it.pocName}
                      </Text>
                    )}
                  </Group>
                }
              >
                <Text
                  size="sm"
                  c={isNote ? undefined : 'dimmed'}
                  style={{ whiteSpace: 'pre-wrap' }}
                >
                  {it.text}
                </Text>
                <Text size="xs" c="dimmed" mt={2}>
                  {formatDateTime(it.createdAt)}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
      {data && (
        <Pager
          pageNo={data.pageNo}
          totalPages={data.totalPages}
          total={data.totalNoOfEntries}
          onChange={setPageNo}
        />
      )}
    </Section>
  );
}
