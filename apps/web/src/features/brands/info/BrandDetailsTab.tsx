import { Grid, Stack } from '@mantine/core';
import { useState } from 'react';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { useToastOnError } from '../../../lib/useToastOnError';
import { canRead, currentUser } from '../../../lib/user';
import { ClosedDealsSection } from '../../closedDeals';
import { DetailsCompletion } from '../DetailsCompletion';
import { DetailsEditModal } from '../DetailsEditModal';
import { DetailsHistory } from '../DetailsHistory';
import { DetailsOwners } from '../DetailsOwners';
import { PocList } from '../PocList';
import { useBrandAdditionalInfo } from '../profileQueries';
import { useBrandInfo } from '../../../lib/brandInfo';
import { DetailsCard } from './DetailsCard';
import { InteractionsSection } from './InteractionsSection';
import { PairingsSection } from './PairingsSection';
import { Section } from './Section';
import { StageHistorySection } from './StageHistorySection';

/**
 * The brand page's Details tab: details and completion, points of contact and brand owners, then
 * for the roles that may read them the inventories, closed deals, stage history and interactions,
 * with the brand history between.
 */
export function BrandDetailsTab({ brandId }: { brandId: number }) {
  const { data: b } = useBrandInfo(brandId);
  const user = currentUser();
  const additional = useBrandAdditionalInfo(brandId);
  useToastOnError(additional.error);
  const extra = additional.data;
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="md">
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <DetailsCard brandId={brandId} b={b} extra={extra} onEdit={() => setEditing(true)} />
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
      {canRead(user, 'PIPELINE') && <PairingsSection brandId={brandId} />}
      {canRead(user, 'PIPELINE') && (
        <ClosedDealsSection brandId={brandId} canRecord={!!extra?.permissions.canEdit} />
      )}
      <Section title="Brand history">
        <DetailsHistory brandId={brandId} />
      </Section>
      {canRead(user, 'STAGE_HISTORY') && <StageHistorySection brandId={brandId} />}
      {canRead(user, 'CALL_NOTES') && <InteractionsSection brandId={brandId} />}
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
