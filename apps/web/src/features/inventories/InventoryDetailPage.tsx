import { Anchor, Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconUsersPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { STAGE_MAPPING, STAGES } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { formatCrore, formatDate } from '../../lib/format';
import { UserList } from '../common/Avatars';
import { HistoryTable } from '../common/HistoryTable';
import { assignBrandsPath, eventInfoPath, inventoryEventsPath } from '../common/links';
import { Pager } from '../common/Pager';
import { SkeletonBlock } from '../common/SkeletonRows';
import { STAGE_COLORS } from '../common/StageBadge';
import { useToastOnError } from '../common/useToastOnError';
import { canRead, currentUser, isInventoryManager } from '../common/user';
import { EditEventInventoryModal } from './EditEventInventoryModal';
import { useEventInventory, useEventInventoryHistory } from './queries';

/** /inventory/{eiId}?eventId&eventName&inventoryName&tab1: event inventory detail, edit, stage counts, history. */
export default function InventoryDetailPage() {
  const { eiId: raw } = useParams();
  const eiId = Number(raw) > 0 ? Number(raw) : undefined;
  const [params] = useSearchParams();
  const { data: ei, isLoading, error } = useEventInventory(eiId);
  useToastOnError(error);
  const [editing, setEditing] = useState(false);
  const user = currentUser();

  if (!eiId) return <EmptyState title="Inventory not found" description="The link has no event inventory id." />;
  const eventName = ei?.eventName ?? params.get('eventName') ?? '';
  const inventoryName = ei?.inventoryName ?? params.get('inventoryName') ?? 'Inventory';
  const eventId = ei?.eventId ?? (Number(params.get('eventId')) || 0);
  const canEdit = !!ei && !!user && (isInventoryManager(user) || ei.projectOwners.some((p) => p.userId === user.userId));
  const canAssign = ei ? ei.canAssign : false;
  const ref = { eiId, eventId, eventName, inventoryName };

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Group gap="sm">
            {ei && <Box w={14} h={14} style={{ borderRadius: 4, background: ei.color }} aria-hidden />}
            <Title order={2} data-testid="ei-title">
              {inventoryName}
            </Title>
            {ei?.eventStatus === 'PREVIOUS' && <Badge color="gray">Previous</Badge>}
          </Group>
          <Group gap="xs">
            {eventName &&
              (eventId ? (
                <Anchor component={Link} to={eventInfoPath(eventId, eventName)} size="sm" data-testid="ei-event-link">
                  {eventName}
                </Anchor>
              ) : (
                <Text size="sm">{eventName}</Text>
              ))}
            {ei && (
              <Text size="sm" c="dimmed">
                · {formatDate(ei.startDate)} – {formatDate(ei.endDate)}
                {ei.cityName ? ` · ${ei.cityName}` : ''}
              </Text>
            )}
            {ei && (
              <Anchor component={Link} to={inventoryEventsPath(ei.inventoryId, ei.inventoryName)} size="sm">
                All events of this inventory
              </Anchor>
            )}
          </Group>
        </Stack>
        <Group gap="sm">
          {canEdit && (
            <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)} data-testid="ei-edit">
              Edit
            </Button>
          )}
          {(canAssign || !ei) && (
            <Button
              component={Link}
              to={assignBrandsPath(ref)}
              size="md"
              leftSection={<IconUsersPlus size={18} />}
              disabled={!ei}
              data-testid="assign-brands-button"
            >
              Assign Brands
            </Button>
          )}
        </Group>
      </Group>

      {error && !ei ? (
        <EmptyState title="Could not load this inventory" description={error.message} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Fact label="Sales target" value={ei ? formatCrore(ei.salesTarget) : null} testId="ei-sales-target-value" />
            <Fact label="Won" value={ei ? formatCrore(ei.wonValue) : null} />
            <Fact label="Property count" value={ei ? String(ei.propertyCount) : null} testId="ei-property-count-value" />
            <Fact label="Deck" value={ei ? (ei.deckUploaded ? 'Uploaded' : 'Not uploaded') : null} />
          </SimpleGrid>

          <Paper withBorder radius="md" p="md">
            <Title order={4} mb="sm">
              Brands by stage
            </Title>
            <SimpleGrid cols={{ base: 2, md: 4 }} data-testid="ei-stage-counts">
              {STAGES.map((s) => (
                <Paper key={s} p="sm" radius="md" bg={`var(--mantine-color-${STAGE_COLORS[s]}-light)`} data-testid={`ei-stage-${s}`}>
                  <Text size="sm">{STAGE_MAPPING[s].label}</Text>
                  <Text fz={24} fw={700}>
                    {ei ? ei.stageCounts[s] : '…'}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </Paper>

          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Paper withBorder radius="md" p="md">
              <Title order={4} mb="sm">
                Notes
              </Title>
              {isLoading || !ei ? (
                <SkeletonBlock lines={3} />
              ) : ei.notes ? (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="ei-notes-value">
                  {ei.notes}
                </Text>
              ) : (
                <Text size="sm" c="dimmed" data-testid="ei-notes-value">
                  No notes yet.
                </Text>
              )}
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Stack gap="md">
                <Box>
                  <Title order={4} mb="xs">
                    Project owners
                  </Title>
                  {ei ? <UserList users={ei.projectOwners} /> : <SkeletonBlock lines={1} />}
                </Box>
                <Box>
                  <Title order={4} mb="xs">
                    Blocked industries
                  </Title>
                  {!ei ? (
                    <SkeletonBlock lines={1} />
                  ) : ei.blockedIndustries.length ? (
                    <Group gap={6}>
                      {ei.blockedIndustries.map((i) => (
                        <Badge key={i.id} color="red" variant="light">
                          {i.name}
                        </Badge>
                      ))}
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      None
                    </Text>
                  )}
                </Box>
              </Stack>
            </Paper>
          </SimpleGrid>

          {canRead(user, 'STAGE_HISTORY') && <History eiId={eiId} />}
        </>
      )}
      {ei && canEdit && <EditEventInventoryModal ei={ei} opened={editing} onClose={() => setEditing(false)} />}
    </Stack>
  );
}

function Fact({ label, value, testId }: { label: string; value: ReactNode | null; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === null ? (
        <SkeletonBlock lines={1} height={26} />
      ) : (
        <Text fz={22} fw={700} data-testid={testId}>
          {value}
        </Text>
      )}
    </Paper>
  );
}

function History({ eiId }: { eiId: number }) {
  const [pageNo, setPageNo] = useState(1);
  const query = useEventInventoryHistory(eiId, pageNo);
  const { data, isLoading } = query;
  useToastOnError(query.error);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        History
      </Title>
      <HistoryTable rows={data?.history} loading={isLoading} query={query} first="brand" testId="ei-history" />
      {data && <Pager pageNo={data.pageNo} totalPages={data.totalPages} total={data.totalNoOfEntries} onChange={setPageNo} />}
    </Paper>
  );
}
