import { Anchor, Badge, Box, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconEdit, IconUsersGroup, IconUsersPlus } from '@tabler/icons-react';
import { COLLAB_MESSAGES } from '@crm/contracts';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { formatDate } from '../../lib/format';
import { assignBrandsPath, eventInfoPath, inventoryEventsPath } from '../../lib/links';
import { useToastOnError } from '../../lib/useToastOnError';
import { AddTaskButton } from '../tasks';
import { currentUser, hasAnyRole, isInventoryManager } from '../../lib/user';
import { latestParams } from '../../lib/urlParams';
import { CollabRequestsTab } from './CollabRequestsTab';
import { DETAIL_TABS, detailTab, withDetailTab, type DetailTab } from './detailTabs';
import { EditEventInventoryModal } from './EditEventInventoryModal';
import { InventoryOverview } from './InventoryOverview';
import { NotifyPosMenu } from './NotifyPosMenu';
import { useEventInventory } from './queries';
import { SuggestionsTab } from './SuggestionsTab';

/**
 * /inventory/{eiId}?eventId&eventName&inventoryName&tab1&invitation (spec 000 §2.1, 001 §2): the event inventory with
 * edit and Assign Brands, in tabs: 1 overview (default), 2 collaboration requests (also opened by invitation=true), 3 brand suggestions.
 */
export default function InventoryDetailPage() {
  const { eiId: raw } = useParams();
  const eiId = Number(raw) > 0 ? Number(raw) : undefined;
  const [params, setParams] = useSearchParams();
  const tab = detailTab(params);
  const { data: ei, isLoading, error } = useEventInventory(eiId);
  useToastOnError(error);
  const [editing, setEditing] = useState(false);
  const user = currentUser();

  if (!eiId)
    return (
      <EmptyState title="Inventory not found" description="The link has no event inventory id." />
    );
  const eventName = ei?.eventName ?? params.get('eventName') ?? '';
  const inventoryName = ei?.inventoryName ?? params.get('inventoryName') ?? 'Inventory';
  const eventId = ei?.eventId ?? (Number(params.get('eventId')) || 0);
  const isPo = !!ei && !!user && ei.projectOwners.some((p) => p.userId === user.userId);
  const isAdmin = hasAnyRole(user, 'ADMIN');
  const canEdit = !!ei && (isInventoryManager(user) || isPo);
  const canAssign = ei ? ei.canAssign : false;
  const ref = { eiId, eventId, eventName, inventoryName };

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Group gap="sm">
            {ei && (
              <Box w={14} h={14} style={{ borderRadius: 4, background: ei.color }} aria-hidden />
            )}
            <Title order={2} data-testid="ei-title">
              {inventoryName}
            </Title>
            {ei?.eventStatus === 'PREVIOUS' && <Badge color="gray">Previous</Badge>}
          </Group>
          <Group gap="xs">
            {eventName &&
              (eventId ? (
                <Anchor
                  component={Link}
                  to={eventInfoPath(eventId, eventName)}
                  size="sm"
                  data-testid="ei-event-link"
                >
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
              <Anchor
                component={Link}
                to={inventoryEventsPath(ei.inventoryId, ei.inventoryName)}
                size="sm"
              >
                All events of this inventory
              </Anchor>
            )}
          </Group>
        </Stack>
        <Group gap="sm">
          <AddTaskButton
            prefill={{ inventoryId: ei?.inventoryId, eventId: ei?.eventId }}
            disabled={!ei}
            testId="ei-add-task"
          />
          {isAdmin && ei && <NotifyPosMenu eiId={eiId} deckUploaded={ei.deckUploaded} />}
          {canEdit && (
            <Button
              variant="default"
              leftSection={<IconEdit size={16} />}
              onClick={() => setEditing(true)}
              data-testid="ei-edit"
            >
              Edit
            </Button>
          )}
          {!!ei?.sharedWithMeCount && (
            <Button
              component={Link}
              to={assignBrandsPath(ref, 'ASSIGNED', 'shared')}
              variant="light"
              color="violet"
              leftSection={<IconUsersGroup size={18} />}
              data-testid="shared-with-me-button"
            >
              {COLLAB_MESSAGES.sharedWithMe} ({ei.sharedWithMeCount})
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

      <Tabs
        value={tab}
        onChange={(v) =>
          v && setParams(withDetailTab(latestParams(), v as DetailTab), { replace: true })
        }
      >
        <Tabs.List>
          {DETAIL_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} data-testid={`ei-tab-${t.value}`}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      {error && !ei ? (
        <EmptyState title="Could not load this inventory" description={error.message} />
      ) : tab === '2' ? (
        <CollabRequestsTab eiId={eiId} />
      ) : tab === '3' ? (
        <SuggestionsTab eiId={eiId} projectOwners={ei?.projectOwners} />
      ) : (
        <InventoryOverview
          eiId={eiId}
          ei={ei}
          isLoading={isLoading}
          canManage={isAdmin || isPo}
          isAdmin={isAdmin}
        />
      )}
      {ei && canEdit && (
        <EditEventInventoryModal ei={ei} opened={editing} onClose={() => setEditing(false)} />
      )}
    </Stack>
  );
}
