import { Stack } from '@mantine/core';
import { useState } from 'react';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { useToastOnError } from '../../../lib/useToastOnError';
import { StageUpdateModal, type StageTarget, useBrandPairings } from '../../pairings';
import { useBrandInfo } from '../../../lib/brandInfo';
import { ArchivedInventoriesTable } from './ArchivedInventoriesTable';
import { CurrentInventoriesTable } from './CurrentInventoriesTable';
import { splitInventories } from './inventoryLists';
import { Section } from './Section';

/**
 * The brand's assigned inventories (spec 001 §9): Current and Archived, each with the user's columns. On
 * the current ones the user works (canUpdate: the contracts' mayWorkPairing — their brand's, or shared
 * with them), Update stage and Add call notes; a pairing shared with them says so.
 */
export function PairingsSection({ brandId }: { brandId: number }) {
  const pairings = useBrandPairings(brandId);
  useToastOnError(pairings.error);
  const [stageTarget, setStageTarget] = useState<StageTarget | null>(null);
  const brandName = useBrandInfo(brandId).data?.brandName ?? '';
  const split = pairings.data && splitInventories(pairings.data.pairings);
  const error = loadFailed(pairings) ? (
    <LoadError what="the inventories" query={pairings} />
  ) : undefined;
  return (
    <Section title="Inventories">
      <Stack gap="lg">
        <CurrentInventoriesTable
          list={split?.current}
          error={error}
          brandId={brandId}
          onStage={(p) => setStageTarget({ ...p, brandName })}
        />
        {!error && <ArchivedInventoriesTable list={split?.archived} />}
      </Stack>
      <StageUpdateModal target={stageTarget} onClose={() => setStageTarget(null)} />
    </Section>
  );
}
