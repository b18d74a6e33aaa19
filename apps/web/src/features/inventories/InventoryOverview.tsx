import { Box, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { EventInventoryDetail } from '@crm/contracts';
import { UserList } from '../../components/Avatars';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { canRead, currentUser } from '../../lib/user';
import { EiPeopleSection } from '../events';
import { EventInventoryForecast } from '../forecast';
import { BlockedIndustriesModal } from './BlockedIndustriesModal';
import { DecksPanel } from './DecksPanel';
import { BlockedIndustries } from './overview/BlockedIndustries';
import { EiHistory } from './overview/EiHistory';
import { NotesCard } from './overview/NotesCard';
import { OverviewFacts } from './overview/OverviewFacts';
import { StageCounts } from './overview/StageCounts';
import { SmesPanel } from './SmesPanel';

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
      <OverviewFacts ei={ei} />
      <EventInventoryForecast eiId={eiId} />

      <EiPeopleSection eiId={eiId} />
      <StageCounts ei={ei} />

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <NotesCard ei={ei} isLoading={isLoading} />
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Box>
              <Title order={4} mb="xs">
                Project owners
              </Title>
              {ei ? <UserList users={ei.projectOwners} /> : <SkeletonBlock lines={1} />}
            </Box>
            <BlockedIndustries ei={ei} onEdit={canManage ? () => setEditingBlocked(true) : null} />
          </Stack>
        </Paper>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DecksPanel eiId={eiId} canUpload={canManage} />
        <SmesPanel eiId={eiId} isAdmin={isAdmin} />
      </SimpleGrid>

      {canRead(user, 'STAGE_HISTORY') && <EiHistory eiId={eiId} />}
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
