import {
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArchive, IconArchiveOff, IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { codeLabel, type EventFormValues } from '@crm/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { formatCrore, formatDate } from '../../../lib/format';
import { ADMIN_EVENTS_PATH, inventoryDetailPath } from '../../../lib/links';
import { useFileObjectUrl } from '../../../lib/storedFiles';
import { useSessionUser } from '../../../lib/sessionUser';
import { hasAnyRole } from '../../../lib/user';
import { EventFormModal } from './EventFormModal';
import { EventHistorySection } from './EventHistorySection';
import { useEventFormValues } from './queries';
import { useArchiveAction } from './useArchiveAction';

/**
 * /admin/events/info?eventId (admins; spec 001 §3 Event): the event's details, its inventories with
 * their sales targets, its POs and SMEs, its history, and Edit and Archive.
 */
export default function AdminEventInfoPage() {
  const user = useSessionUser();
  const [params] = useSearchParams();
  const eventId = Number(params.get('eventId')) || null;
  const q = useEventFormValues(hasAnyRole(user, 'ADMIN') ? eventId : null);
  const [editing, setEditing] = useState(false);
  const archive = useArchiveAction();
  if (!hasAnyRole(user, 'ADMIN') || !eventId)
    return (
      <Center mih="60vh">
        <EmptyState
          title="Nothing to show"
          description="Only admins open an event here, from the Events list."
        />
      </Center>
    );
  if (loadFailed(q)) return <LoadError what="the event" query={q} />;
  const e = q.data;
  if (!e) return <SkeletonBlock lines={10} height={28} />;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Anchor component={Link} to={ADMIN_EVENTS_PATH} size="sm">
            ← Events
          </Anchor>
          <Group gap="xs">
            <Title order={2} data-testid="admin-event-title">
              {e.eventName}
            </Title>
            {e.isArchived && <Badge color="gray">Archived</Badge>}
          </Group>
          <Text c="dimmed" size="sm">
            {formatDate(e.startDate)} – {formatDate(e.endDate)} · {e.cityName ?? 'No city'} ·{' '}
            {codeLabel(e.category)}
          </Text>
        </div>
        <Group>
          <Button
            variant="default"
            leftSection={<IconEdit size={16} />}
            onClick={() => setEditing(true)}
            data-testid="admin-event-info-edit"
          >
            Edit
          </Button>
          <Button
            variant="light"
            color={e.isArchived ? 'blue' : 'red'}
            leftSection={e.isArchived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
            onClick={() => archive.ask(e)}
            data-testid="admin-event-info-archive"
          >
            {e.isArchived ? 'Unarchive' : 'Archive'}
          </Button>
        </Group>
      </Group>
      <Details e={e} />
      <Inventories e={e} />
      <EventHistorySection eventId={e.eventId} />
      {editing && <EventFormModal eventId={e.eventId} onClose={() => setEditing(false)} />}
      {archive.modal}
    </Stack>
  );
}

function Details({ e }: { e: EventFormValues }) {
  const image = useFileObjectUrl(e.imageUrl?.startsWith('/api/files/') ? e.imageUrl : null);
  const people = (l: { userName: string }[]) => l.map((u) => u.userName).join(', ') || '—';
  return (
    <Paper withBorder radius="md" p="md">
      <Group align="flex-start" wrap="nowrap">
        {image.src && <Image src={image.src} alt="" w={160} h={100} fit="cover" radius="sm" />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
          <Field label="Venue" value={e.venue} />
          <Field label="Status" value={e.isArchived ? 'Archived' : codeLabel(e.eventStatus)} />
          <Field label="Project owners" value={people(e.projectOwners)} testId="admin-event-pos" />
          <Field label="SMEs" value={people(e.smes)} />
          <Field label="Description" value={e.description} />
        </SimpleGrid>
      </Group>
    </Paper>
  );
}

function Field({ label, value, testId }: { label: string; value: string | null; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid={testId}>
        {value || '—'}
      </Text>
    </div>
  );
}

function Inventories({ e }: { e: EventFormValues }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="xs">
        Inventories ({e.inventories.length})
      </Title>
      <Table verticalSpacing="xs" data-testid="admin-event-inventories">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Inventory</Table.Th>
            <Table.Th>Sales target (in Cr)</Table.Th>
            <Table.Th>Pairings</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {e.inventories.map((i) => (
            <Table.Tr key={i.eiId} data-testid="admin-event-inventory">
              <Table.Td>
                <Anchor
                  component={Link}
                  size="sm"
                  to={inventoryDetailPath({
                    eiId: i.eiId,
                    eventId: e.eventId,
                    eventName: e.eventName,
                    inventoryName: i.inventoryName,
                  })}
                >
                  {i.inventoryName}
                </Anchor>
              </Table.Td>
              <Table.Td data-testid="admin-event-inventory-target">
                {formatCrore(i.salesTarget)}
              </Table.Td>
              <Table.Td>{i.pairingCount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
