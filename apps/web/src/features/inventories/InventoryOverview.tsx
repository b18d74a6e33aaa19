import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { STAGE_MAPPING, STAGES, type EventInventoryDetail } from '@crm/contracts';
import { formatCrore } from '../../lib/format';
import { UserList } from '../../components/Avatars';
import { HistoryTable } from '../../components/HistoryTable';
import { Pager } from '../../components/Pager';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { STAGE_COLORS } from '../../components/StageBadge';
import { useToastOnError } from '../../lib/useToastOnError';
import { canRead, currentUser } from '../../lib/user';
import { useEventInventoryHistory } from './queries';
import { BlockedIndustriesModal } from './BlockedIndustriesModal';
import { DecksPanel } from './DecksPanel';
import { SmesPanel } from './SmesPanel';
import { EiPeopleSection } from '../events';
import { EventInventoryForecast } from '../forecast';

/**
 * /inventory/{eiId} tab 1 (the default): target, won, property count, deck, weighted forecast, brands by stage, notes, project owners, blocked industries,
 * decks and SMEs, history. `canManage` (an admin or one of its POs) uploads decks and edits blocked industries; `isAdmin` edits SMEs.
 */
export function InventoryOverview({
  eiId,
  ei,
  isLoading,
  canManage,
  isAdmin,
}: {
  eiId: number;
  ei: EventInventoryDetail | undefined;
  isLoading: boolean;
  canManage: boolean;
  isAdmin: boolean;
}) {
  const user = currentUser();
  const [editingBlocked, setEditingBlocked] = useState(false);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Fact
          label="Sales target"
          value={ei ? formatCrore(ei.salesTarget) : null}
          testId="ei-sales-target-value"
        />
        <Fact label="Won" value={ei ? formatCrore(ei.wonValue) : null} />
        <Fact
          label="Property count"
          value={ei ? String(ei.propertyCount) : null}
          testId="ei-property-count-value"
        />
        <Fact label="Deck" value={ei ? (ei.deckUploaded ? 'Uploaded' : 'Not uploaded') : null} />
      </SimpleGrid>
      <EventInventoryForecast eiId={eiId} />

      <EiPeopleSection eiId={eiId} />
      <Paper withBorder radius="md" p="md">
        <Title order={4} mb="sm">
          Brands by stage
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} data-testid="ei-stage-counts">
          {STAGES.map((s) => (
            <Paper
              key={s}
              p="sm"
              radius="md"
              bg={`var(--mantine-color-${STAGE_COLORS[s]}-light)`}
              data-testid={`ei-stage-${s}`}
            >
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
            <Box data-testid="blocked-industries">
              <Group justify="space-between" mb="xs">
                <Title order={4}>Blocked industries</Title>
                {canManage && ei && (
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconEdit size={14} />}
                    onClick={() => setEditingBlocked(true)}
                    data-testid="blocked-industries-edit"
                  >
                    Edit
                  </Button>
                )}
              </Group>
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

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DecksPanel eiId={eiId} canUpload={canManage} />
        <SmesPanel eiId={eiId} isAdmin={isAdmin} />
      </SimpleGrid>

      {canRead(user, 'STAGE_HISTORY') && <History eiId={eiId} />}
      {ei && editingBlocked && (
        <BlockedIndustriesModal
          eiId={eiId}
          current={ei.blockedIndustries}
          onClose={() => setEditingBlocked(false)}
        />
      )}
    </Stack>
  );
}

function Fact({
  label,
  value,
  testId,
}: {
  label: string;
  value: ReactNode | null;
  testId?: string;
}) {
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
      <HistoryTable
        rows={data?.history}
        loading={isLoading}
        query={query}
        first="brand"
        testId="ei-history"
      />
      {data && <Pager page={data} onChange={setPageNo} />}
    </Paper>
  );
}
