import { SimpleGrid } from '@mantine/core';
import type { EventInventoryDetail } from '@crm/contracts';
import { formatCrore } from '../../../lib/format';
import { Fact } from './Fact';

/** The event inventory's figures: sales target and won (crore), property count, whether a deck is uploaded. */
export function OverviewFacts({ ei }: { ei: EventInventoryDetail | undefined }) {
  return (
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
  );
}
